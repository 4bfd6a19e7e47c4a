// Prints a brand's resolved surface colours (and its light brand colour) as JSON, read through the brand package's own loader,
// so the test compares against the same defaults-plus-overrides the build used.
//   node --import tsx support/resolve-brand.ts <brandId>
import path from 'node:path';
import { formatProblem, loadBrand } from '@lobbykit/brand/node';
import { brandsDir } from './brands';

const id = process.argv[2] ?? '';
const result = loadBrand(id, { rootDir: path.dirname(brandsDir()) });
if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
const { color } = result.brand.tokens;
console.log(
  JSON.stringify({
    light: color.light.surface.base,
    dark: color.dark.surface.base,
    brand: color.light.brand,
  }),
);
