import { createColourMap } from './gameColour';
import type { ColourMap } from './gameColour';

let shared: ColourMap | null = null;

/** Session storage, or null where the browser refuses it (the colours then last for the page). */
function sessionStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The page's one colour map over session storage (§3 "colour map"). */
export function pageColourMap(): ColourMap {
  shared ??= createColourMap(sessionStorageOrNull());
  return shared;
}
