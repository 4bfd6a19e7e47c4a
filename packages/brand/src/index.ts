// Browser-safe: schemas, types and pure helpers only. Node code lives in `@lobbykit/brand/node`
// (loader) and `@lobbykit/brand/vite` (build plugins).
export {
  brandSchema,
  defaultRebateLabels,
  gameCategories,
  languages,
} from './schema/brandSchema.js';
export type { BrandFile, BrandFileInput, GameCategory, Language } from './schema/brandSchema.js';
export { toBrandConfig } from './schema/brandConfig.js';
export type { BrandConfig } from './schema/brandConfig.js';
