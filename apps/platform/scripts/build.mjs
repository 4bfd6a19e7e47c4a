// Builds the platform to plain JavaScript in dist/ for production (`pnpm start:prod`): one bundle
// per entry (server, operator CLI, artwork worker), with the settings of bundle.mjs.
import { rmSync } from 'node:fs';
import { bundlePlatform } from './bundle.mjs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await bundlePlatform(
  {
    main: 'src/main.ts',
    cli: 'src/cli/main.ts',
    'artwork-worker': 'src/modules/catalogue/artwork/worker.ts',
  },
  'dist',
  { sourcemap: true },
);
