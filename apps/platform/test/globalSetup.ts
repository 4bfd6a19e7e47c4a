import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/index';

/**
 * PGlite's first start (initdb) costs seconds per test file. Build one migrated database, keep its
 * dump (keyed by the migrations), and let every in-memory test database start from it.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  const path = join(tmpdir(), `lobbykit-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const client = await PGlite.create('memory://');
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  process.env.LOBBYKIT_PGLITE_SNAPSHOT = path;
}
