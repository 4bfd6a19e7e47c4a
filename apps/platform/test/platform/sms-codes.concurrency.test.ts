import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/index';
import { smsCodes } from '../../src/db/schema/index';
import { smsCodeRepository, smsMaxAttempts } from '../../src/modules/verification/smsCodes';
import type { SmsCodeRepository } from '../../src/modules/verification/smsCodes';
import { onPostgres, openTestDatabase, seedMerchant } from '../wallet/db';

/** A code that is not `code` (six digits, like the real ones). */
const wrong = (code: string, i: number) =>
  String((Number(code) + 1 + (i % 999_998)) % 1_000_000).padStart(6, '0');

describe('one-time codes die at their attempt limit (§8, issue 13 item 1)', () => {
  let handle: DatabaseHandle;
  let codes: SmsCodeRepository;
  let merchantId: number;
  let mobileSeq = 0;
  const newMobile = () => `81-90${String(++mobileSeq).padStart(8, '0')}`;

  beforeAll(async () => {
    handle = await openTestDatabase('sms_codes');
    codes = smsCodeRepository(handle.db);
    merchantId = (await seedMerchant(handle)).id;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function attemptsOf(mobile: string): Promise<number> {
    const [row] = await handle.db
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.mobile, mobile)));
    return row?.attempts ?? -1;
  }

  it('§8 the right code after four wrong tries passes; after five it is dead', async () => {
    const alive = newMobile();
    const aliveCode = await codes.issue(merchantId, alive, 'password');
    for (let i = 0; i < smsMaxAttempts - 1; i++) {
      expect(await codes.verify(merchantId, alive, 'password', wrong(aliveCode, i))).toBe(
        'invalid',
      );
    }
    expect(await codes.verify(merchantId, alive, 'password', aliveCode)).toBe('ok');
    // Single use.
    expect(await codes.verify(merchantId, alive, 'password', aliveCode)).toBe('invalid');

    const dead = newMobile();
    const deadCode = await codes.issue(merchantId, dead, 'password');
    for (let i = 0; i < smsMaxAttempts; i++) {
      expect(await codes.verify(merchantId, dead, 'password', wrong(deadCode, i))).toBe('invalid');
    }
    expect(await codes.verify(merchantId, dead, 'password', deadCode)).toBe('invalid');
  });

  // PGlite runs one statement at a time, so the race exists only on a real PostgreSQL.
  it.skipIf(!onPostgres)(
    '§8 200 guesses at once: exactly five are compared, and the right code is then refused (PostgreSQL only)',
    async () => {
      const mobile = newMobile();
      const code = await codes.issue(merchantId, mobile, 'password');
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          codes.verify(merchantId, mobile, 'password', wrong(code, i)),
        ),
      );
      expect(outcomes.every((outcome) => outcome === 'invalid')).toBe(true);
      // Each compared guess claimed one attempt; a lost update would leave fewer, a missed
      // limit more.
      expect(await attemptsOf(mobile)).toBe(smsMaxAttempts);
      expect(await codes.verify(merchantId, mobile, 'password', code)).toBe('invalid');
    },
  );
});
