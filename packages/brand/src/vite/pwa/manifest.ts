import type { ManifestOptions } from 'vite-plugin-pwa';
import type { LoadedBrand } from '../../node/loadBrand.js';
import { BRAND_ICONS } from './icons.js';

/** Chromium shows at most 12 characters of short_name under a home-screen icon. */
const SHORT_NAME_LENGTH = 12;

/** The brand's name shortened for short_name: its first word when the whole is too long. */
export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.slice(0, SHORT_NAME_LENGTH);
}

/**
 * The web app manifest of a brand (issue 16 item 6): its name, the light theme's brand and page
 * colours, its generated icons, the site's root as start and scope, and its default language.
 */
export function brandManifest(brand: LoadedBrand, base: string): Partial<ManifestOptions> {
  const colors = brand.tokens.color.light;
  return {
    id: base,
    name: brand.data.name,
    description: brand.data.name,
    short_name: shortName(brand.data.name),
    start_url: base,
    scope: base,
    display: 'standalone',
    lang: brand.data.defaultLang.toLowerCase(),
    theme_color: colors.brand,
    background_color: colors.surface.base,
    icons: BRAND_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: `${base}${icon.fileName}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
