// Builds the platform to plain JavaScript in dist/ for production (`pnpm start:prod`): one bundle
// per entry (server, operator CLI, artwork worker), with the settings of bundle.mjs. Then writes
// the embedded database's template if this machine has none (src/db/prepareTemplate.ts).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundlePlatform } from './bundle.mjs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await bundlePlatform(
  {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    'artwork-worker': 'src/modules/catalogue/artwork/worker.ts',
    'pglite-template': 'src/db/prepareTemplate.ts',
  },
  'dist',
  { sourcemap: true },
);
const templateScript = fileURLToPath(new URL('../dist/pglite-template.js', import.meta.url));
execFileSync(process.execPath, [templateScript], { stdio: 'inherit' });
