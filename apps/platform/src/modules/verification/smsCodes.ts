import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { smsCodes } from '../../db/schema/index';
import { sha256 } from '../session/tokens';

export type SmsPurpose = 'login' | 'register' | 'password';

/** §3 the response carries expiredMinutes: codes live 5 minutes. */
export const smsExpiredMinutes = 5;
/** Wrong tries after which a code is dead. */
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
     * Checks and, when right, uses up the newest code for the mobile and purpose. A wrong try
     * counts; the fifth wrong try kills the code. Single use: a used code is invalid.
     */
    async verify(
      merchantId: number,
      mobile: string,
      purpose: SmsPurpose,
      code: string,
    ): Promise<SmsCheck> {
      const rows = await db
        .select()
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
      const row = rows[0];
      if (!row || row.usedAt !== null || row.attempts >= smsMaxAttempts) return 'invalid';
      if (row.expiresAt.getTime() <= Date.now()) return 'expired';
      if (row.codeHash !== sha256(`${mobile}:${purpose}:${code.trim()}`)) {
        const attempts = row.attempts + 1;
        await db
          .update(smsCodes)
          .set(attempts >= smsMaxAttempts ? { attempts, usedAt: new Date() } : { attempts })
          .where(eq(smsCodes.id, row.id));
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
