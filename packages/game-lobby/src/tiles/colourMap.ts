import { sessionStore } from '../catalogue/sessionCache';
import { createColourMap } from './gameColour';
import type { ColourMap } from './gameColour';

let shared: ColourMap | null = null;

/** The page's one colour map over session storage (§3 "colour map"). */
export function pageColourMap(): ColourMap {
  shared ??= createColourMap(sessionStore());
  return shared;
}
