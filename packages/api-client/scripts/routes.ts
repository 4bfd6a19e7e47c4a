// Writes src/routes.ts, the client's table of call routes, from the contract's `calls`.
// `--check` exits 1 when the file is stale instead of writing it (src/routes.test.ts checks too).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderRoutes, routesFile } from './renderRoutes';

const next = await renderRoutes();
const current = existsSync(routesFile) ? readFileSync(routesFile, 'utf8') : '';
if (current === next) process.exit(0);
if (process.argv.includes('--check')) {
  console.error('src/routes.ts is stale: run pnpm --filter @lobbykit/api-client routes');
  process.exit(1);
}
writeFileSync(routesFile, next);
console.log('wrote src/routes.ts');
