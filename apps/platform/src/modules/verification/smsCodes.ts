import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { smsCodes } from '../../db/schema/index';
import { sha256 } from '../session/tokens';

/**
 * `contact`: proving a member's mobile or e-mail (subject `member:<id>:email:<address>` or
 * `member:<id>:mobile:<dial>-<digits>`); `paymentPassword`: the payment password reset (subject
 * `member:<id>:payment:<channel>`), issue 14 item 2.
 */
export type SmsPurpose = 'login' | 'register' | 'password' | 'contact' | 'paymentPassword';

/** §3 the response carries expiredMinutes: codes live 5 minutes. */
export const smsExpiredMinutes = 5;
/** Tries after which a code is dead (each try counts, §8). */
export const smsMaxAttempts = 5;

export type SmsCheck = 'ok' | 'invalid' | 'expired';

export function fullMobile(dialingCode: string, mobile: string): string {
  return `${dialingCode}-${mobile}`;
}

export function smsCodeRepository(db: Database) {
  return {
    /** A new code replaces any live one for the same mobile and purpose. */
    async issue(merchantId: number, mobile: string, purpose: SmsPurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(smsCodes.merchantId, merchantId),
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.purpose, purpose),
            isNull(smsCodes.usedAt),
          ),
        );
      await db.insert(smsCodes).values({
        merchantId,
        mobile,
        purpose,
        codeHash: sha256(`${mobile}:${purpose}:${code}`),
        expiresAt: new Date(Date.now() + smsExpiredMinutes * 60_000),
      });
      return code;
    },
    /** Stores a code made elsewhere (the e-mail reset link), already hashed. */
    async issueRaw(
      merchantId: number,
      subject: string,
      purpose: SmsPurpose,
      codeHash: string,
      minutes: number,
    ): Promise<void> {
      await db.insert(smsCodes).values({
        merchantId,
        mobile: subject,
        purpose,
        codeHash,
        expiresAt: new Date(Date.now() + minutes * 60_000),
      });
    },
    /**
     * Checks and, when right, uses up the newest code for the mobile and purpose. Every try
     * counts, and at most `smsMaxAttempts` tries are ever compared: each one first claims an
     * attempt in one `UPDATE … RETURNING` (atomic whatever the concurrency, issue 13: a read,
     * change and write back let a burst of guesses outlive the limit). The last allowed wrong try
     * kills the code. Single use: a used code is invalid.
     */
    async verify(
      merchantId: number,
      mobile: string,
      purpose: SmsPurpose,
      code: string,
    ): Promise<SmsCheck> {
      const newest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantId, merchantId),
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.purpose, purpose),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      const claimed = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, sql`(${newest})`),
            isNull(smsCodes.usedAt),
            lt(smsCodes.attempts, smsMaxAttempts),
          ),
        )
        .returning({
          id: smsCodes.id,
          attempts: smsCodes.attempts,
          codeHash: smsCodes.codeHash,
          expiresAt: smsCodes.expiresAt,
        });
      const row = claimed[0];
      if (!row) return 'invalid';
      if (row.expiresAt.getTime() <= Date.now()) return 'expired';
      if (row.codeHash !== sha256(`${mobile}:${purpose}:${code.trim()}`)) {
        if (row.attempts >= smsMaxAttempts) {
          await db.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, row.id));
        }
        return 'invalid';
      }
      const used = await db
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1 ? 'ok' : 'invalid';
    },
  };
}

export type SmsCodeRepository = ReturnType<typeof smsCodeRepository>;
