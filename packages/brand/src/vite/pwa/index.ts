export { BRAND_ICONS, brandIconSvg, renderBrandIcon } from './icons.js';
export type { BrandIcon } from './icons.js';
export { brandManifest, shortName } from './manifest.js';
export { MANIFEST_FILE, SERVICE_WORKER_FILE, brandPwaPlugins, firstPageFiles } from './brandPwa.js';
