import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { platformRoot, repoRoot } from '../paths';
import * as schema from './schema/index';
import { pgliteTemplate, restoreTemplate } from './template';

export { schema };

/** One drizzle type for both drivers: the pg-core base both PGlite and node-postgres extend. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Dialect = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  dialect: Dialect;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite data folder, or `memory://` for an in-memory database (tests). */
  dataDir?: string;
  /** node-postgres connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** Run the migrations in `apps/platform/drizzle` (default true). */
  migrate?: boolean;
}

export const migrationsFolder = join(platformRoot, 'drizzle');

/** Repository root `.data/platform`, the default PGlite folder. */
export const defaultDataDir = resolve(repoRoot, '.data/platform');

/**
 * Opens PGlite (default) or PostgreSQL (`databaseUrl`) and applies the migrations
 * (ARCHITECTURE.md "Database": generated, numbered, run at start).
 */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a fail-over, an administrator) must not crash
    // the process: the pool drops it and the next query opens a fresh one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzle({ client: pool, schema });
    if (runMigrations) await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, dialect: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? defaultDataDir;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // A new database (in memory, or a folder PostgreSQL never wrote) is restored from the migrated
  // template instead of running initdb (template.ts); newer migrations still run below.
  const isNew = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
  // Issue 17 item 7: PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory,
  // which never shrinks; one brand's data fits in far less, and the files are cached by the OS.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  let client: InstanceType<typeof PGlite>;
  if (isNew && runMigrations && inMemory) {
    client = await PGlite.create(dataDir, {
      loadDataDir: await pgliteTemplate(migrationsFolder),
      startParams,
    });
  } else if (isNew && runMigrations) {
    // Issue 17 item 7: a folder is restored on disk first and opened once (template.ts).
    await restoreTemplate(migrationsFolder, dataDir);
    client = await PGlite.create(dataDir, { startParams });
  } else {
    client = await PGlite.create(dataDir, { startParams });
  }
  const db = drizzle({ client, schema });
  if (runMigrations) await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, dialect: 'pglite', close: () => client.close() };
}

const dialect = new PgDialect();

/** node-postgres's Pool, told apart from PGlite by its connection count (pg loads only on demand). */
interface NamedQueryClient {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

function isPgPool(client: unknown): client is NamedQueryClient {
  return typeof (client as { totalCount?: unknown } | undefined)?.totalCount === 'number';
}

/**
 * The rows of `query` run as a named prepared statement on PostgreSQL: each pooled connection
 * parses and plans a statement once and then only executes it. For the records' range scans the
 * plan costs twice what the execution does (issue 14 item 6, `pnpm bench:records`). The name is
 * the text's hash, so different filter shapes are different statements. PGlite (one in-process
 * connection) and any other database run it as an ordinary query.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!isPgPool(client)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await client.query({ name, text, values: params })).rows as T[];
}

/**
 * `column = any($1)` with the ids as one array parameter. For the long lists of the event streams
 * (a node's thousands of members each second) drizzle's `inArray` built one parameter per id, and
 * building and parsing `in ($1 … $5000)` cost about 20× the query itself (25 ms against 1.3).
 */
export function anyOf(
  column: SQLWrapper,
  ids: readonly number[],
  type: 'int' | 'bigint' = 'int',
): SQL {
  return sql`${column} = any(${sql.param([...ids])}::${sql.raw(type)}[])`;
}

/** The rows of a `db.execute(sql…)` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
