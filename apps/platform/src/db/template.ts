import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';

/** Changes whenever what a template holds changes, so an older template file is not reused. */
const templateFormat = 'without-template-databases';
/** The file PostgreSQL writes first and db/index.ts takes for "this folder holds a database". */
const versionFile = 'PG_VERSION';

/**
 * Issue 17 item 7: PGlite's initdb costs most of a first start (seconds of WASM work and hundreds
 * of megabytes that stay resident). A new database is instead restored from a template: an empty
 * database with every migration applied, dumped once per set of migrations and kept in the
 * machine's temporary folder, so every later empty data folder (a new brand, e2e, tests) starts
 * from it in well under a second. Migrations newer than a template still run after the restore.
 */
export function templatePath(migrationsFolder: string): string {
  const hash = createHash('sha256').update(templateFormat);
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return join(tmpdir(), `lobbykit-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The path of the template of the current migrations, built first if missing. Processes that
 * build it at once each write their own file and rename it into place, so a reader never sees
 * half of one.
 */
export async function ensureTemplate(migrationsFolder: string): Promise<string> {
  const path = templatePath(migrationsFolder);
  if (existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create('memory://');
  await migrate(drizzle({ client }), { migrationsFolder });
  // The platform only ever connects to `postgres`. initdb's two template databases are two
  // thirds of a new folder's files (about 900 of 1,300), each one created and written on a
  // first start; no path of the platform creates a database from them.
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/** The template of the current migrations as PGlite loads it (`loadDataDir`). */
export async function pgliteTemplate(migrationsFolder: string): Promise<Blob> {
  return new Blob([readFileSync(await ensureTemplate(migrationsFolder))]);
}

/**
 * Writes the template into an empty data folder with Node's own file calls: through PGlite's
 * loadDataDir every file went through the WASM file system and the folder then had to be opened
 * by a second PGlite. PG_VERSION is written last, so a start killed halfway leaves a folder that
 * the next start still takes for new and restores again.
 */
export async function restoreTemplate(migrationsFolder: string, dataDir: string): Promise<void> {
  const file = await ensureTemplate(migrationsFolder);
  const isVersion = (path: string) => path.replace(/^\/+/, '') === versionFile;
  extract({ file, cwd: dataDir, sync: true, filter: (path) => !isVersion(path) });
  extract({ file, cwd: dataDir, sync: true, filter: isVersion });
}
