import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Issue 17 item 7: PGlite's initdb costs most of a first start (seconds of WASM work and hundreds
 * of megabytes that stay resident). A new database is instead restored from a template: an empty
 * database with every migration applied, dumped once per set of migrations and kept in the
 * machine's temporary folder, so every later empty data folder (a new brand, e2e, tests) starts
 * from it in well under a second. Migrations newer than a template still run after the restore.
 */
export function templatePath(migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return join(tmpdir(), `lobbykit-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The template of the current migrations, built first if missing. Processes that build it at once
 * each write their own file and rename it into place, so a reader never sees half of one.
 */
export async function pgliteTemplate(migrationsFolder: string): Promise<Blob> {
  const path = templatePath(migrationsFolder);
  if (!existsSync(path)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create('memory://');
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}
