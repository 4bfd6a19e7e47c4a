import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { throttleCounters } from '../../db/schema/index';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
  /**
   * A sliding window: the count is this window's plus the previous window's weighted by how much
   * of it still overlaps the last `windowMs` (the usual sliding-window counter), so a burst at a
   * window's edge is not forgiven at the turn. Only for rules that challenge instead of refusing:
   * `retryAfter` answers for fixed windows.
   */
  sliding?: boolean;
}

/** A fixed-window rule, the only kind that answers a retry time. */
export type FixedThrottleRule = ThrottleRule & { sliding?: false };

/** §4, ARCHITECTURE.md: login failures per account and per IP, counted before any hashing. */
export const throttleRules = {
  /**
   * Failures of one account in the last 15 minutes. The login demands the captcha from
   * `captchaAfter` on and never refuses (issue 13).
   */
  loginAccount: { limit: 10, windowMs: 15 * 60_000, sliding: true },
  /** Failures from one IP after which every login from it needs the captcha (not a refusal). */
  loginIp: { limit: 50, windowMs: 15 * 60_000, sliding: true },
  /** §4 login flow: after 3 failures the captcha is demanded. */
  captchaAfter: 3,
  /**
   * Issue 13 item 3, ASVS 2.2.1: growing delays per account and address. After `freeFailures`
   * failures of one account from one address, each further attempt from that pair waits 1 s, then
   * 2, 4 … up to `maxDelaySeconds` after the one before; 15 minutes without a failure (or a
   * success) forgets them. Another address is not delayed, so the owner elsewhere never waits;
   * five free failures leave a player who mistypes (and then solves the captcha) unhindered.
   */
  loginPair: { freeFailures: 5, maxDelaySeconds: 60, forgetAfterMs: 15 * 60_000 },
  /** Wrong old passwords (change) and wrong reset links per member or address: refused at 10. */
  passwordChecks: { limit: 10, windowMs: 15 * 60_000 },
  /** §8 "too many requests (retry after 5 minutes)": 3 codes per mobile per 5 minutes. */
  smsMobile: { limit: 3, windowMs: 5 * 60_000 },
  smsIp: { limit: 20, windowMs: 5 * 60_000 },
  /**
   * §8, issue 13: tries of a one-time code per mobile and per IP in 5 minutes, whatever the code.
   * Per mobile: two codes' worth of tries (a player who mistypes twice asks for a new code, not a
   * tenth try); per IP: a family or a shop sharing one address, not a guessing run.
   */
  codeCheckMobile: { limit: 10, windowMs: 5 * 60_000 },
  codeCheckIp: { limit: 30, windowMs: 5 * 60_000 },
  /** §9 captcha refresh at most once per second. */
  captchaRefresh: { limit: 1, windowMs: 1000 },
  forgotEmail: { limit: 5, windowMs: 15 * 60_000 },
  register: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, ThrottleRule | number | object>;

/** The seconds an account+address pair waits after `failures` failures (0: no wait). */
export function pairDelaySeconds(failures: number): number {
  const { freeFailures, maxDelaySeconds } = throttleRules.loginPair;
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), maxDelaySeconds);
}

function windowStart(rule: ThrottleRule, now: number): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** The pair delays keep one row per key at this window start; `expiresAt` is the last try + 15 min. */
const pairRow = new Date(0);

/** Fixed- and sliding-window counters in the database, shared by every node. */
export function throttleRepository(db: Database) {
  /** The count stored for one window of a key. */
  async function stored(key: string, start: Date): Promise<number> {
    const rows = await db
      .select({ count: throttleCounters.count })
      .from(throttleCounters)
      .where(and(eq(throttleCounters.key, key), eq(throttleCounters.windowStart, start)));
    return rows[0]?.count ?? 0;
  }

  /** The previous window's count, weighted by its overlap with the last `windowMs` (floored). */
  async function carried(key: string, rule: ThrottleRule, now: number): Promise<number> {
    if (!rule.sliding) return 0;
    const start = windowStart(rule, now);
    const previous = await stored(key, new Date(start.getTime() - rule.windowMs));
    const overlap = 1 - (now - start.getTime()) / rule.windowMs;
    return Math.floor(previous * overlap);
  }

  return {
    async count(key: string, rule: ThrottleRule): Promise<number> {
      const now = Date.now();
      return (await stored(key, windowStart(rule, now))) + (await carried(key, rule, now));
    },
    /** Counts one more and answers the count with it (atomic: an upsert returns the new count). */
    async hit(key: string, rule: ThrottleRule): Promise<number> {
      const now = Date.now();
      const start = windowStart(rule, now);
      const rows = await db
        .insert(throttleCounters)
        .values({
          key,
          windowStart: start,
          count: 1,
          // A sliding window still reads this row through the next window.
          expiresAt: new Date(start.getTime() + rule.windowMs * (rule.sliding ? 2 : 1)),
        })
        .onConflictDoUpdate({
          target: [throttleCounters.key, throttleCounters.windowStart],
          set: { count: sql`${throttleCounters.count} + 1` },
        })
        .returning({ count: throttleCounters.count });
      return (rows[0]?.count ?? 1) + (await carried(key, rule, now));
    },
    /**
     * Issue 13 item 3: takes the pair's next attempt if its delay since the last one has passed
     * (`pairDelaySeconds` of the failures so far), in one statement so parallel attempts cannot
     * share a slot. Answers the seconds still to wait, or 0 when the attempt is taken.
     */
    async takePairAttempt(key: string): Promise<number> {
      const { forgetAfterMs, freeFailures, maxDelaySeconds } = throttleRules.loginPair;
      const forget = sql.raw(`interval '${forgetAfterMs} milliseconds'`);
      const current = sql`${throttleCounters.count}`;
      // pairDelaySeconds in SQL: free failures wait nothing, then 1, 2, 4 … seconds up to the cap.
      const delay = sql`make_interval(secs => case when ${current} < ${freeFailures} then 0
        else least(power(2, ${current} - ${freeFailures}), ${maxDelaySeconds}) end)`;
      const forgotten = sql`${throttleCounters.expiresAt} <= now()`;
      const taken = await db
        .insert(throttleCounters)
        .values({ key, windowStart: pairRow, count: 1, expiresAt: sql`now() + ${forget}` })
        .onConflictDoUpdate({
          target: [throttleCounters.key, throttleCounters.windowStart],
          set: {
            count: sql`case when ${forgotten} then 1 else ${current} + 1 end`,
            expiresAt: sql`now() + ${forget}`,
          },
          setWhere: sql`${forgotten} or ${throttleCounters.expiresAt} - ${forget} + ${delay} <= now()`,
        })
        .returning({ count: throttleCounters.count });
      if (taken.length > 0) return 0;
      const rows = await db
        .select({
          wait: sql<number>`ceil(extract(epoch from (${throttleCounters.expiresAt} - ${forget} + ${delay} - now())))`,
        })
        .from(throttleCounters)
        .where(and(eq(throttleCounters.key, key), eq(throttleCounters.windowStart, pairRow)));
      return Math.max(1, Number(rows[0]?.wait ?? 1));
    },
    /** Gives back one reserved attempt in the current window. */
    async release(key: string, rule: ThrottleRule): Promise<void> {
      await db
        .update(throttleCounters)
        .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
        .where(
          and(
            eq(throttleCounters.key, key),
            eq(throttleCounters.windowStart, windowStart(rule, Date.now())),
          ),
        );
    },
    async clear(key: string): Promise<void> {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
    /** Seconds until the current window of a fixed rule ends. */
    retryAfter(rule: FixedThrottleRule): number {
      const now = Date.now();
      return Math.max(
        1,
        Math.ceil((windowStart(rule, now).getTime() + rule.windowMs - now) / 1000),
      );
    },
    async purgeExpired(): Promise<void> {
      await db.delete(throttleCounters).where(lt(throttleCounters.expiresAt, new Date()));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
