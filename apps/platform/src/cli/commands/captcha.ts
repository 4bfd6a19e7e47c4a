import { eq } from 'drizzle-orm';
import { captchas } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { sha256 } from '../../modules/session/tokens';
import { UsageError, defineCommand, parseArgs } from '../command';

/**
 * The answer of a live captcha, for support staff and end-to-end tests that must get through a
 * captcha-guarded login. Only the hash is stored, so the 10,000 four-digit answers are tried. It
 * reveals nothing an operator could not read from the database; the channel is the 0600 socket.
 */
export const captchaAnswerCommand = defineCommand({
  name: 'captcha-answer',
  usage: 'captcha-answer <captchaId>',
  summary: 'Print the answer of a live captcha (support and end-to-end tests).',
  parse: (args) => {
    const id = parseArgs(args).positional[0] ?? '';
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new UsageError('captcha-answer <captchaId>');
    return { id };
  },
  run: async (ctx, { id }) => {
    const rows = await ctx.db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
    const row = rows[0];
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= Date.now())
      throw new PlatformError('NOT_FOUND', 'No live captcha with this id.');
    for (let n = 0; n < 10_000; n += 1) {
      const answer = String(n).padStart(4, '0');
      if (sha256(`${id}:${answer}`) === row.answerHash) return { id, answer };
    }
    throw new PlatformError('NOT_FOUND', 'The captcha answer is not four digits.');
  },
  format: ({ answer }) => answer,
});
