import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { LoadedBrand } from '../../node/loadBrand.js';

/** One PNG icon of the web app manifest (or the iOS home-screen icon), drawn at build time. */
export interface BrandIcon {
  /** Path in the built app, below the base URL. */
  fileName: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple';
}

/**
 * The icons every brand gets: 192 and 512 px for Chromium's installability check, a maskable one
 * whose mark stays inside the 80 % safe zone, and the 180 px apple-touch-icon iOS uses for Add to
 * Home Screen (iOS ignores the manifest's icons and rounds the corners itself).
 */
export const BRAND_ICONS: readonly BrandIcon[] = [
  { fileName: 'brand/icon-192.png', size: 192, purpose: 'any' },
  { fileName: 'brand/icon-512.png', size: 512, purpose: 'any' },
  { fileName: 'brand/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { fileName: 'brand/apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** Share of the icon's width the brand's mark takes: maskable icons are cropped to a circle. */
const MARK_SHARE: Record<BrandIcon['purpose'], number> = { any: 0.8, maskable: 0.6, apple: 0.7 };

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The brand's square mark as a data URL: its favicon, else its logo, when either is SVG or PNG. */
function markDataUrl(brand: LoadedBrand): string | undefined {
  for (const file of [brand.assets.favicon, brand.assets.logo]) {
    const type = IMAGE_TYPES[extname(file).toLowerCase()];
    if (type) return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  }
  return undefined;
}

/**
 * The icon as SVG: the light theme's page colour edge to edge, the brand's mark centred on it (or
 * the brand name's first letter in the brand colour when its files are neither SVG nor PNG), so
 * any brand dropped into brands/<id>/ gets icons from its own files and tokens.
 */
export function brandIconSvg(brand: LoadedBrand, icon: BrandIcon): string {
  const { size } = icon;
  const colors = brand.tokens.color.light;
  const mark = size * MARK_SHARE[icon.purpose];
  const offset = (size - mark) / 2;
  const image = markDataUrl(brand);
  const content = image
    ? `<image href="${image}" x="${offset}" y="${offset}" width="${mark}" height="${mark}" preserveAspectRatio="xMidYMid meet"/>`
    : `<circle cx="${size / 2}" cy="${size / 2}" r="${mark / 2}" fill="${colors.brand}"/>` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${mark * 0.55}" fill="${colors.onBrand}">${escapeXml(Array.from(brand.data.name)[0] ?? '')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${colors.surface.base}"/>${content}</svg>`;
}

/** The icon as PNG bytes (resvg: no browser and no native build step needed at build time). */
export function renderBrandIcon(brand: LoadedBrand, icon: BrandIcon): Buffer {
  const svg = brandIconSvg(brand, icon);
  return new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
}
