import { createElement, Fragment } from 'react';
import type { ComponentType } from 'react';
import type { Feature, FeatureSlots } from '@lobbykit/session';
import { features } from '../app/features';

/**
 * Where feature packages plug their parts into the frame (§2.2, §2.5, §2.6, §2.7): session's
 * `FeatureSlots`. A slot that loads data should reserve its own height (quality bar: no layout
 * shift).
 */
export type FrameSlots = FeatureSlots;

const slotNames = [
  'topNav',
  'sideMenuGames',
  'footerProducts',
  'footerProviders',
  'memberMenu',
  'overlays',
] as const satisfies readonly (keyof FeatureSlots)[];

/** One component per slot: each feature's part, in the order the features are listed. */
export function composeSlots(list: readonly Feature[]): FrameSlots {
  const slots: FrameSlots = {};
  for (const name of slotNames) {
    const parts = list.flatMap((feature) => feature.slots?.[name] ?? []);
    if (parts.length <= 1) {
      slots[name] = parts[0];
      continue;
    }
    const Composed: ComponentType = () =>
      createElement(
        Fragment,
        null,
        parts.map((Part, index) => createElement(Part, { key: index })),
      );
    slots[name] = Composed;
  }
  return slots;
}

/** The slots the site renders: its features' parts. */
export const frameSlots: FrameSlots = composeSlots(features);
