import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { noInput } from '../core/fields';
import { moneySchema } from '../core/wire';

/** §2.6, §9: VIP levels run from 1 to 6. */
export const vipLevelSchema = z.number().int().min(1).max(6);

const vipCall = defineCall({
  name: 'memberVip',
  method: 'GET',
  path: '/wps/member/vip',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      currency: z.string().length(3),
      /** The member's level: the highest whose threshold the turnover reaches (§2.6). */
      level: vipLevelSchema,
      /** brand.json memberCentre.vip.periodDays: the rolling window, ending now. */
      periodDays: z.number().int().min(1),
      /** Valid turnover: the bets of the member's settled rounds in the window. */
      turnover: moneySchema,
      /** The next level and its threshold; null at level 6. */
      next: z
        .object({
          level: vipLevelSchema,
          threshold: moneySchema,
          /** Turnover still to play in the window to reach it. */
          remaining: moneySchema,
        })
        .nullable(),
      /** Every level, 1 to 6, with its threshold (0 for level 1) and benefits in the request's language. */
      levels: z.array(
        z.object({ level: vipLevelSchema, threshold: moneySchema, benefits: z.string() }),
      ),
    })
    .meta({ id: 'MemberVip' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "The member's VIP level (issue 14 item 8, §2.6): the valid turnover (bets of settled rounds) over the brand's rolling period, the next level's threshold and what is left, and each level's threshold and benefits (brand.json memberCentre.vip). A trial account has no VIP level (§6 Trial).",
  methodNote: 'Reads only, so GET.',
});

export const vipCalls = { memberVip: vipCall } as const;
