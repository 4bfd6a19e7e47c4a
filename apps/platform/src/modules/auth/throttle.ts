import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { throttleCounters } from '../../db/schema/index';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** §4, ARCHITECTURE.md: login failures per account and per IP, counted before any hashing. */
export const throttleRules = {
  /**
   * Failures of one account in the window. The login demands the captcha from `captchaAfter` on
   * and never refuses past the limit (issue 13); password change and reset still refuse at it.
   */
  loginAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Failures from one IP after which every login from it needs the captcha (not a refusal). */
  loginIp: { limit: 50, windowMs: 15 * 60_000 },
  /** §4 login flow: after 3 failures the captcha is demanded. */
  captchaAfter: 3,
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
} as const satisfies Record<string, ThrottleRule | number>;

function windowStart(rule: ThrottleRule, now: number): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** Fixed-window counters in the database, shared by every node. */
export function throttleRepository(db: Database) {
  return {
    async count(key: string, rule: ThrottleRule): Promise<number> {
      const rows = await db
        .select({ count: throttleCounters.count })
        .from(throttleCounters)
        .where(
          and(
            eq(throttleCounters.key, key),
            eq(throttleCounters.windowStart, windowStart(rule, Date.now())),
          ),
        );
      return rows[0]?.count ?? 0;
    },
    async hit(key: string, rule: ThrottleRule): Promise<number> {
      const now = Date.now();
      const start = windowStart(rule, now);
      const rows = await db
        .insert(throttleCounters)
        .values({
          key,
          windowStart: start,
          count: 1,
          expiresAt: new Date(start.getTime() + rule.windowMs),
        })
        .onConflictDoUpdate({
          target: [throttleCounters.key, throttleCounters.windowStart],
          set: { count: sql`${throttleCounters.count} + 1` },
        })
        .returning({ count: throttleCounters.count });
      return rows[0]?.count ?? 1;
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
    /** Seconds until the current window of a rule ends. */
    retryAfter(rule: ThrottleRule): number {
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
