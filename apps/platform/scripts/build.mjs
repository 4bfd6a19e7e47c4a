// Builds the platform to plain JavaScript in dist/ for production (`pnpm start:prod`): one bundle
// per entry (server, operator CLI, artwork worker). Workspace packages are bundled (they export
// TypeScript); every npm dependency stays external and is loaded from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lobbykit/'));

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    'artwork-worker': 'src/modules/catalogue/artwork/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
