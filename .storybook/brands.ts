// The one seam between Storybook and @lobbykit/brand: every brand of the repository and its themes
// (the plugin injects all brands' theme CSS side by side, scoped by [data-brand][data-theme]).
/// <reference types="../packages/brand/virtual.d.ts" />
import { brands as allBrands } from 'virtual:lobbykit/brands';

export interface StorybookBrand {
  id: string;
  name: string;
  /** Lower-case BCP 47 codes, as `lang` wants them. */
  languages: string[];
  defaultLang: string;
}

export const brands: StorybookBrand[] = allBrands.map((brand) => ({
  id: brand.id,
  name: brand.name,
  languages: brand.supportLanguages.map((code) => code.toLowerCase()),
  defaultLang: brand.defaultLang.toLowerCase(),
}));
