import { migrationsFolder } from '../src/db/index';
import { ensureTemplate } from '../src/db/template';

/**
 * PGlite's initdb costs seconds per test file: build the migrated template once, before the
 * workers start, so every in-memory test database restores it (src/db/template.ts) instead of
 * each worker building its own.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  await ensureTemplate(migrationsFolder);
}
