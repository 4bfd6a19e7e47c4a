import pg from 'pg';
import { createDatabase } from '../../src/db/index';
import type { DatabaseHandle } from '../../src/db/index';
import { members, merchants } from '../../src/db/schema/index';
import { toLedgerMember } from '../../src/modules/wallet/index';
import type { LedgerMember } from '../../src/modules/wallet/index';

export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Drops a scratch database once the pool's connections are gone. Not `WITH (FORCE)`: terminating a
 * connection the pool is still closing makes the pool emit an unhandled 'error' in this process.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        // 55006: still being accessed by other users (connections closing); wait and retry.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * PGlite in memory by default; with DATABASE_URL a fresh PostgreSQL database per test file, so
 * parallel files never collide. A database rather than a schema: the generated migrations name
 * `"public"` in their foreign keys and drizzle keeps its journal in a shared `drizzle` schema.
 */
export async function openTestDatabase(
  label: string,
): Promise<DatabaseHandle & { databaseUrl?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return createDatabase({ dataDir: 'memory://' });
  const name = `t_${label}_${process.pid}_${Date.now().toString(36)}`
    .replace(/\W/g, '_')
    .toLowerCase();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: target.toString() });
  return {
    ...handle,
    databaseUrl: target.toString(),
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

let seq = 0;

/** A merchant row of the platform's own table, with a unique code per call. */
export async function seedMerchant(
  handle: DatabaseHandle,
  code = `m${Date.now().toString(36)}${seq++}`,
) {
  const [row] = await handle.db
    .insert(merchants)
    .values({ code, brandId: code, name: code })
    .returning();
  if (!row) throw new Error('no merchant');
  return row;
}

/** A member (type 0) or trial account (type 4, §3) of the merchant. */
export async function seedMember(
  handle: DatabaseHandle,
  merchantId: number,
  type = 0,
  account = `u${Date.now().toString(36)}${seq++}`,
): Promise<LedgerMember & { account: string }> {
  const [row] = await handle.db
    .insert(members)
    .values({ merchantId, account, passwordHash: 'x', type })
    .returning();
  if (!row) throw new Error('no member');
  return { ...toLedgerMember(row), account };
}
