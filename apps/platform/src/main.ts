import { resolve } from 'node:path';
import { buildPlatform } from './app';
import { defaultDataDir } from './db/index';
import { operatorSocketPath, startOperatorChannel } from './operator/channel';
import { repoRoot } from './paths';

const root = repoRoot;
const brand = process.env.BRAND ?? 'sakura';
const port = Number(process.env.PORT ?? '3000');
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.PLATFORM_DATA_DIR ?? defaultDataDir;
const started = Date.now();

const app = await buildPlatform({
  dataDir,
  brandsDir: resolve(root, 'brands'),
  siteDir: resolve(root, 'apps', brand, 'dist'),
  // Every other built brand answers at its domains too (harbor.localhost:3000 while developing).
  brandSiteDir: (id) => resolve(root, 'apps', id, 'dist'),
  logger: process.env.LOG !== '0',
});
const channel = process.env.DATABASE_URL
  ? null
  : await startOperatorChannel(app, operatorSocketPath(dataDir));
await app.listen({ port, host });
app.log.info({ brand, ms: Date.now() - started, db: app.dialect }, 'platform ready');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      await channel?.close();
      await app.close();
      process.exit(0);
    })();
  });
}
