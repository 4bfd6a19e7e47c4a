import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { themeCss } from '@lobbykit/theme/tokens';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import type { BrandConfig } from '@lobbykit/brand-runtime';
import { findRepoRoot, formatProblem, listBrandIds, loadAllBrands } from '../node/loadBrand.js';
import { BrandValidationError, contentTypes } from './brandApp.js';

const dataUrl = (file: string) =>
  `data:${contentTypes[extname(file)] ?? 'application/octet-stream'};base64,${readFileSync(file).toString('base64')}`;

export const BRANDS_MODULE = 'virtual:lobbykit/brands';
const RESOLVED_BRANDS = `\0${BRANDS_MODULE}`;

export interface BrandsVitePluginOptions {
  /** Repository root holding `brands/`; found from the working directory by default. */
  rootDir?: string;
}

function compileAll(rootDir: string): { brands: BrandConfig[]; css: string } {
  const result = loadAllBrands(rootDir);
  if (!result.ok) throw new BrandValidationError(result.problems.map(formatProblem));
  // Storybook has no copied brand assets; the logo and favicon are inlined as data URLs there.
  const brands = result.brands.map((brand) =>
    toBrandConfig(brand.data, brand.tokens, {
      logoUrl: dataUrl(brand.assets.logo),
      ...(brand.assets.logoDark ? { logoDarkUrl: dataUrl(brand.assets.logoDark) } : {}),
      faviconUrl: dataUrl(brand.assets.favicon),
    }),
  );
  const css = result.brands
    .map((brand) => themeCss({ brandId: brand.id, tokens: brand.tokens }))
    .join('\n\n');
  return { brands, css };
}

/**
 * For Storybook: `virtual:lobbykit/brands` exports `brands: BrandConfig[]` and `themesCss`, and
 * every brand's theme CSS is injected into the page, so a decorator switches brand, mode and
 * locale by setting `data-brand`, `data-theme` and `lang` on a wrapper element.
 */
export function brandsVitePlugin(options: BrandsVitePluginOptions = {}): Plugin {
  const rootDir = options.rootDir ?? findRepoRoot();
  return {
    name: 'lobbykit:brands',
    resolveId(id) {
      return id === BRANDS_MODULE ? RESOLVED_BRANDS : undefined;
    },
    load(id) {
      if (id !== RESOLVED_BRANDS) return undefined;
      for (const brandId of listBrandIds(rootDir)) {
        this.addWatchFile(join(rootDir, 'brands', brandId, 'brand.json'));
      }
      const { brands, css } = compileAll(rootDir);
      return `export const brands = ${JSON.stringify(brands)};
export const themesCss = ${JSON.stringify(css)};
if (typeof document !== 'undefined') {
  let style = document.querySelector('style[data-lobbykit-themes]');
  if (!style) {
    style = document.createElement('style');
    style.setAttribute('data-lobbykit-themes', '');
    document.head.append(style);
  }
  style.textContent = themesCss;
}
`;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'style',
          attrs: { 'data-lobbykit-themes': '' },
          children: compileAll(rootDir).css,
          injectTo: 'head',
        },
      ];
    },
  };
}
