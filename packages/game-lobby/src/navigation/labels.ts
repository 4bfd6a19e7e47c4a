import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CatalogueCategory } from '@lobbykit/api-contract';
import type { NavKey, NavLabel, SideMenuKey } from './buildNavigation';

/** Names of the categories and pages (§2.2, §2.5, §2.11: top is labelled the product's special). */
export const navKeyLabels: Record<NavKey, MessageDescriptor> = {
  HOME: msg`Home`,
  HOT: msg`Hot games`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  LOTTERY: msg`Lottery`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  RNG: msg`Slots`,
  COCKFIGHT: msg`Cockfight`,
  FB: msg`Sports`,
  PROMO: msg`Promotions`,
  NOTICE: msg`Announcements`,
  HELP: msg`Help`,
};

export const categoryLabels: Record<CatalogueCategory, MessageDescriptor> = {
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  LIVE: msg`Live casino`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  RNG: msg`Slots`,
  COCKFIGHT: msg`Cockfight`,
  HOT: msg`Hot games`,
  PROMO: msg`Promotions`,
};

export const sideMenuLabels: Record<SideMenuKey, MessageDescriptor> = {
  ALL: msg`All games`,
  HOT: msg`Hot games`,
  NEW: msg`New games`,
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  FAVORITE: msg`Favourites`,
  TOP: msg`Special`,
};

/** The brand may rename a category (§3 gameCategoryName); otherwise the translated name. */
export function labelText(
  label: NavLabel | { kind: 'side'; key: SideMenuKey },
  translate: (descriptor: MessageDescriptor) => string,
  brandNames: Partial<Record<string, string>>,
): string {
  switch (label.kind) {
    case 'vendor':
      return label.text;
    case 'side':
      return brandNames[label.key] ?? translate(sideMenuLabels[label.key]);
    case 'key':
      return brandNames[label.key] ?? translate(navKeyLabels[label.key]);
    default: {
      const never: never = label;
      return never;
    }
  }
}
