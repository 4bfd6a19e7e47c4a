import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, usedJweIds } from '../../src/db/schema/index';
import { call, encrypted, seedMember, testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('replay');
});
afterAll(async () => {
  await app.close();
});

async function sessionsOf(memberId: number): Promise<number> {
  const rows = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.memberId, memberId));
  return rows[0]?.n ?? 0;
}

const loginBody = (account: string, password: string) => ({
  username: account,
  password,
  type: 'username',
});

describe('an E-call JWE is opened once, while it is fresh (issue 13 item 7)', () => {
  it('the same login JWE sent twice opens one session; the second answers REQUEST_REPLAYED', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const body = await encrypted(app, loginBody(member.account, member.password));
    const first = await call(app, 'POST', '/wps/session/login', { body });
    expect(first.status).toBe(200);
    const second = await call(app, 'POST', '/wps/session/login', { body });
    expect(second.status).toBe(409);
    expect(second.json.errorCode).toBe('REQUEST_REPLAYED');
    expect(await sessionsOf(member.id)).toBe(1);
  });

  it('refuses a login JWE older than its lifetime (5 minutes and the skew) with REQUEST_EXPIRED', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const body = await encrypted(app, loginBody(member.account, member.password), {
      iat: Math.floor(Date.now() / 1000) - 6 * 60 - 5,
    });
    const answer = await call(app, 'POST', '/wps/session/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.json.errorCode).toBe('REQUEST_EXPIRED');
    expect(await sessionsOf(member.id)).toBe(0);
  });

  it('allows a client clock a little ahead (the skew), not far ahead', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const now = Math.floor(Date.now() / 1000);
    const ahead = await encrypted(app, loginBody(member.account, member.password), {
      iat: now + 30,
    });
    expect((await call(app, 'POST', '/wps/session/login', { body: ahead })).status).toBe(200);
    const farAhead = await encrypted(app, loginBody(member.account, member.password), {
      iat: now + 10 * 60,
    });
    const answer = await call(app, 'POST', '/wps/session/login', { body: farAhead });
    expect(answer.json.errorCode).toBe('REQUEST_EXPIRED');
  });

  it('refuses a JWE without iat and jti', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const body = await encrypted(app, loginBody(member.account, member.password), null);
    const answer = await call(app, 'POST', '/wps/session/login', { body });
    expect(answer.json.errorCode).toBe('REQUEST_EXPIRED');
    expect(await sessionsOf(member.id)).toBe(0);
  });

  it('keeps each jti until its JWE has expired, in the database every node reads', async () => {
    const member = await seedMember(app, 'ALPHA01');
    const jti = 'seen-by-every-node-0001';
    const body = await encrypted(app, loginBody(member.account, member.password), { jti });
    expect((await call(app, 'POST', '/wps/session/login', { body })).status).toBe(200);
    const rows = await app.db.select().from(usedJweIds).where(eq(usedJweIds.jti, jti));
    expect(rows).toHaveLength(1);
    const lifetimeMs = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(5 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(6 * 60_000 + 1000);
  });

  it('purges expired jti rows', async () => {
    await app.db
      .insert(usedJweIds)
      .values({ jti: 'long-expired-jti-0001', expiresAt: new Date(Date.now() - 60_000) });
    // The purge runs at most once a minute per node: a guard made now purges on its first claim.
    const { replayGuard } = await import('../../src/modules/keys/replay');
    await replayGuard(app.db).claim({
      iat: Math.floor(Date.now() / 1000),
      jti: 'fresh-jti-after-purge-01',
    });
    const left = await app.db
      .select()
      .from(usedJweIds)
      .where(eq(usedJweIds.jti, 'long-expired-jti-0001'));
    expect(left).toHaveLength(0);
  });
});
