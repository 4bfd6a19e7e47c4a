import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { captchas } from '../../db/schema/index';
import { sha256 } from '../session/tokens';
import { drawCaptcha } from './png';

/** §9 captcha: bound to its id, single use, a 2-minute life. */
export const captchaTtlMs = 2 * 60_000;

export function captchaRepository(db: Database) {
  return {
    async create(
      merchantId: number,
    ): Promise<{ captchaId: string; image: string; answer: string }> {
      const answer = Array.from({ length: 4 }, () => String(randomInt(10))).join('');
      const id = randomUUID();
      await db.insert(captchas).values({
        id,
        merchantId,
        answerHash: sha256(`${id}:${answer}`),
        expiresAt: new Date(Date.now() + captchaTtlMs),
      });
      return { captchaId: id, image: drawCaptcha(answer).toString('base64'), answer };
    },
    /** Uses the captcha up whether or not the answer is right: one guess per image. */
    async consume(merchantId: number, id: string, answer: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/.test(id)) return false;
      const rows = await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(captchas.id, id),
            eq(captchas.merchantId, merchantId),
            isNull(captchas.usedAt),
            sql`${captchas.expiresAt} > now()`,
          ),
        )
        .returning({ answerHash: captchas.answerHash });
      const row = rows[0];
      return row !== undefined && row.answerHash === sha256(`${id}:${answer.trim()}`);
    },
  };
}

export type CaptchaRepository = ReturnType<typeof captchaRepository>;
