// Node-only: Vite plugins for brand apps and Storybook.
export { defineBrandApp, preactCompatAliases } from './defineBrandApp.js';
// For a package's tests run a second time as brand apps run them (React resolved to Preact).
export { preactCacheDir, preactTestAliases } from '@lobbykit/brand-runtime/preact/aliases';
export { BRAND_MODULE, BrandValidationError, brandAppPlugin, requireBrand } from './brandApp.js';
export type { BrandAppPluginOptions, DefineBrandAppOptions } from './brandApp.js';
export { BRANDS_MODULE, brandsVitePlugin } from './brandsPlugin.js';
export type { BrandsVitePluginOptions } from './brandsPlugin.js';
