// Zod-free on purpose: the site's first page imports these through `@lobbykit/api-contract/rules`.

/** §2.2: the nine game categories, the only ones with a reverse path mapping. */
export const gameCategories = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/**
 * Every category the catalogue knows: the nine plus HOT and PROMO, which a game joins by flag
 * (issue 6). A lane with any other gameCategory is unknown and never sent (§2.2).
 */
export const catalogueCategories = [...gameCategories, 'HOT', 'PROMO'] as const;
export type CatalogueCategory = (typeof catalogueCategories)[number];

/** §3 RNG sub-categories; BG exists only with the TY language, which is not offered (§9). */
export const rngSubCategories = ['SC', 'VP', 'TG', 'AC'] as const;
export type RngSubCategory = (typeof rngSubCategories)[number];

/** §2.3: GAME launches a game; VASSALAGE is a provider entry that opens a popup game list. */
export const isGameValues = ['GAME', 'VASSALAGE'] as const;
