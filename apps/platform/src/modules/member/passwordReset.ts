import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/index';
import { memberTypes, smsCodes } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { hashPassword } from '../auth/password';
import { throttleRules } from '../auth/throttle';
import { sha256 } from '../session/tokens';
import { checkPasswordRule } from './routes';

/**
 * The e-mail reset codes memberPasswordEmail stores in sms_codes: subject `member:<id>`, purpose
 * `password`, the SHA-256 of the 256-bit code. Single use; a newer e-mail replaces an older link.
 */
function resetCodes(db: Database) {
  return {
    /** The live code's row id and member, without using it up. */
    async find(
      merchantId: number,
      code: string,
    ): Promise<{ id: number; memberId: number } | 'invalid' | 'expired'> {
      const rows = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantId, merchantId),
            eq(smsCodes.purpose, 'password'),
            eq(smsCodes.codeHash, sha256(code)),
            like(smsCodes.mobile, 'member:%'),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row || row.usedAt !== null) return 'invalid';
      const newest = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantId, merchantId),
            eq(smsCodes.purpose, 'password'),
            eq(smsCodes.mobile, row.mobile),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      if (newest[0]?.id !== row.id) return 'invalid';
      if (row.expiresAt.getTime() <= Date.now()) return 'expired';
      return { id: row.id, memberId: Number(row.mobile.slice('member:'.length)) };
    },
    /** Uses the code up; false when a racing redeem used it first. */
    async use(id: number): Promise<boolean> {
      const used = await db
        .update(smsCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return used.length === 1;
    },
  };
}

/** Forgot by e-mail, second half: the link's code sets a new password (§3, §4). */
async function passwordResetCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const codes = resetCodes(app.db);

  registerCall(app, calls.memberPasswordReset, async ({ merchant, input, location }) => {
    if (input.newPassword !== input.confirmNewPassword) {
      throw new PlatformError('PASSWORD_MISMATCH', 'The passwords do not match.', {
        fields: [{ field: 'confirmNewPassword', message: 'does not match the new password' }],
      });
    }
    await checkPasswordRule(merchant, input.newPassword, 'newPassword');
    // Codes carry 256 bits, so guessing is hopeless; failures are still throttled per address.
    const key = `reset:${location.ip}`;
    const rule = throttleRules.passwordChecks;
    if ((await repos.throttle.count(key, rule)) >= rule.limit) {
      throw new PlatformError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
        retryAfterSeconds: repos.throttle.retryAfter(rule),
      });
    }
    const invalid = async () => {
      await repos.throttle.hit(key, rule);
      return new PlatformError(
        'RESET_LINK_INVALID',
        'This link is not valid any more. Please ask for a new e-mail.',
      );
    };
    const found = await codes.find(merchant.id, input.code);
    if (found === 'invalid') throw await invalid();
    if (found === 'expired') {
      throw new PlatformError(
        'RESET_LINK_EXPIRED',
        'This link has expired. Please ask for a new e-mail.',
      );
    }
    const member = await repos.members.byId(found.memberId);
    if (!member || member.disabled || member.type === memberTypes.trial) throw await invalid();
    // Checked before the code is used, so a refused password does not cost the player the link.
    if (input.newPassword.toLowerCase() === member.account.toLowerCase()) {
      throw new PlatformError('PASSWORD_WEAK', 'The password must differ from the username.', {
        fields: [{ field: 'newPassword', message: 'same as the username' }],
      });
    }
    if (!(await codes.use(found.id))) throw await invalid();
    await repos.members.update(member.id, {
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: new Date(),
      passwordExpiresAt: null,
      passwordIsDefault: false,
    });
    // Whoever held the old password is logged out everywhere.
    await repos.sessions.revokeAllOfMember(member.id, 'password-changed');
    return null;
  });
}

export const passwordResetRoutes = fp(passwordResetCalls, {
  name: 'password-reset-routes',
  dependencies: ['database', 'repos', 'errors'],
});
