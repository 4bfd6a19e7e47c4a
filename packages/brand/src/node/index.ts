// Node-only: reads brand folders from disk.
export {
  brandFilePath,
  brandIdPattern,
  findRepoRoot,
  formatProblem,
  listBrandIds,
  loadAllBrands,
  loadBrand,
} from './loadBrand.js';
export type { BrandProblem, LoadedBrand, LoadOptions, LoadResult } from './loadBrand.js';
export { parseJson } from './json.js';
