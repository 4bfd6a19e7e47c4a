import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationsFolder, rowsOf } from '../../src/db/index';
import { templatePath } from '../../src/db/template';

const dir = mkdtempSync(join(tmpdir(), 'lk-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('a new PGlite folder (issue 17 item 7)', () => {
  it('starts from the migrated template, with every migration recorded, and keeps its own data when opened again', async () => {
    const first = await createDatabase({ dataDir: dir });
    expect(existsSync(templatePath(migrationsFolder))).toBe(true);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    const applied = rowsOf<{ n: number }>(
      await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
    expect(applied[0]?.n).toBe(files.length);
    // Only the database the platform uses: initdb's templates are dropped from the template.
    const databases = rowsOf<{ datname: string }>(
      await first.db.execute(sql`select datname from pg_database order by datname`),
    );
    expect(databases).toEqual([{ datname: 'postgres' }]);
    await first.db.execute(sql`insert into throttle_counters (key, window_start, count, expires_at)
      values ('template-test', now(), 7, now() + interval '1 hour')`);
    await first.close();

    // Opened again, the folder is not restored over: its row is still there.
    const again = await createDatabase({ dataDir: dir });
    const rows = rowsOf<{ count: number }>(
      await again.db.execute(sql`select count from throttle_counters where key = 'template-test'`),
    );
    expect(rows).toEqual([{ count: 7 }]);
    await again.close();
  });

  it('restores again over a folder a killed first start left without PG_VERSION', async () => {
    const half = mkdtempSync(join(tmpdir(), 'lk-template-half-'));
    try {
      mkdirSync(join(half, 'base'));
      writeFileSync(join(half, 'base', 'left-over'), 'half a restore');
      const db = await createDatabase({ dataDir: half });
      const rows = rowsOf<{ n: number }>(
        await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      await db.close();
      expect(existsSync(join(half, 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(half, { recursive: true, force: true });
    }
  });
});
