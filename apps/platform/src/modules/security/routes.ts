import fp from 'fastify-plugin';
import { calls, minimumAge, recentLoginsShown } from '@lobbykit/api-contract';
import type {
  FieldIssue,
  MemberProfile,
  MessagingId,
  SourceOfIncome,
} from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { Member, Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import type { CallContext } from '../../http/registerCall';
import { hashPassword, verifyPassword } from '../auth/password';
import { throttleRules } from '../auth/throttle';
import { registerContactCalls } from './contacts';
import { maskAccountNumber, maskEmail, maskMobile } from './mask';

/** §6: a trial account is refused where a real account is needed. */
export function realMember(ctx: CallContext<unknown>): Member {
  const { member } = requireAuth(ctx);
  if (member.type === 4) {
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed.');
  }
  return member;
}

/**
 * Checks a secret of the member (the login or the payment password) with guesses throttled per
 * member before the hash is computed, like the login password change. The payment password is
 * what withdrawals, transfers upline and bank accounts ask for (issue 14 items 2, 4, 5).
 *
 * Each attempt takes its place in the window first (one upsert that answers the new count, as
 * the login does): with the count read first and a failure counted only after the hash, guesses
 * sent at once all found room and all reached the hash. A right secret gives its place back, so
 * only wrong guesses use the budget.
 */
export async function checkSecret(
  app: FastifyInstance,
  key: string,
  hash: string,
  given: string,
  wrong: () => PlatformError,
): Promise<void> {
  const rule = throttleRules.passwordChecks;
  if ((await app.repos.throttle.hit(key, rule)) > rule.limit) {
    throw new PlatformError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
      retryAfterSeconds: app.repos.throttle.retryAfter(rule),
    });
  }
  if (!(await verifyPassword(hash, given))) throw wrong();
  await app.repos.throttle.release(key, rule);
}

/** Every call that needs the payment password (bank accounts, withdrawals, point redemptions). */
export async function checkPaymentPassword(
  app: FastifyInstance,
  member: Member,
  given: string,
): Promise<void> {
  if (!member.paymentPasswordHash) {
    throw new PlatformError('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first.', {
      fields: [{ field: 'paymentPassword', message: 'not set yet' }],
    });
  }
  await checkSecret(
    app,
    `payment:${member.id}`,
    member.paymentPasswordHash,
    given,
    () =>
      new PlatformError('PAYMENT_PASSWORD_WRONG', 'The payment password is not correct.', {
        fields: [{ field: 'paymentPassword', message: 'not correct' }],
      }),
  );
}

/** Digits only: what the operator pays to, and how duplicates are recognised. */
const digitsOf = (accountNumber: string) => accountNumber.replace(/\D/g, '');

/** The members column of each messaging ID (qq is §3's `qqNum`). */
const messagingColumns = {
  line: 'line',
  telegram: 'telegram',
  whatsapp: 'whatsapp',
  zalo: 'zalo',
  facebook: 'facebook',
  qq: 'qqNum',
  wechat: 'wechat',
} as const satisfies Record<MessagingId, keyof Member>;

function profileOf(member: Member, merchant: Merchant): MemberProfile {
  const shown = merchant.messagingIds.filter((id): id is MessagingId => id in messagingColumns);
  return {
    account: member.account,
    payeeName: member.payeeName,
    email: member.email,
    mobile: member.mobile
      ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ''}${member.mobile}`
      : null,
    mobileNum: member.mobile,
    countryDialingCode: member.mobile ? member.countryDialingCode : null,
    emailVerified: member.email !== null && member.emailVerifiedAt !== null,
    mobileVerified: member.mobile !== null && member.mobileVerifiedAt !== null,
    nickname: member.nickname,
    birthday: member.birthday,
    nationality: member.nationality,
    placeOfBirth: member.placeOfBirth,
    occupation: member.occupation,
    sourceOfIncome: (member.sourceOfIncome as SourceOfIncome | null) ?? null,
    messaging: Object.fromEntries(shown.map((id) => [id, member[messagingColumns[id]]])),
    messagingShown: shown,
  };
}

/** Whole years from an ISO date to `today` (both UTC calendar dates). */
function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

async function securityCalls(app: FastifyInstance): Promise<void> {
  const { security } = app.repos;

  registerCall(app, calls.memberProfile, async (ctx) => profileOf(realMember(ctx), ctx.merchant));

  registerCall(app, calls.memberProfileUpdate, async (ctx) => {
    const member = realMember(ctx);
    const { input, merchant } = ctx;
    const fields: FieldIssue[] = [];
    if (input.payeeName !== undefined && member.payeeName) {
      fields.push({ field: 'payeeName', message: 'already set; it cannot change' });
    }
    if (input.birthday) {
      const today = new Date();
      if (Date.parse(input.birthday) > today.getTime()) {
        fields.push({ field: 'birthday', message: 'in the future' });
      } else if (ageOn(input.birthday, today) < minimumAge) {
        fields.push({ field: 'birthday', message: `under ${minimumAge}` });
      }
    }
    for (const id of Object.keys(input.messaging ?? {})) {
      if (!merchant.messagingIds.includes(id)) {
        fields.push({ field: `messaging.${id}`, message: 'not offered by this site' });
      }
    }
    if (fields.length > 0) {
      throw new PlatformError('FIELD_RULE_FAILED', 'Some fields cannot be saved.', { fields });
    }
    const { messaging, ...plain } = input;
    const values: Partial<Member> = { ...plain };
    for (const [id, value] of Object.entries(messaging ?? {}) as [MessagingId, string | null][]) {
      values[messagingColumns[id]] = value || null;
    }
    // An empty text clears the field, like null.
    for (const key of Object.keys(values) as (keyof Member)[]) {
      if (values[key] === '') (values as Record<string, unknown>)[key] = null;
    }
    await app.repos.members.update(member.id, values);
    const fresh = await app.repos.members.byId(member.id);
    if (!fresh) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
    return profileOf(fresh, merchant);
  });

  registerCall(app, calls.memberSecurity, async (ctx) => {
    const member = realMember(ctx);
    const { session } = requireAuth(ctx);
    const logins = await security.recentLogins(member.id, recentLoginsShown);
    return {
      hasPaymentPassword: member.paymentPasswordHash !== null,
      payeeName: member.payeeName,
      mobile: member.mobile ? maskMobile(member.countryDialingCode, member.mobile) : null,
      email: member.email ? maskEmail(member.email) : null,
      mobileVerified: member.mobile !== null && member.mobileVerifiedAt !== null,
      emailVerified: member.email !== null && member.emailVerifiedAt !== null,
      lastLogins: logins.map((login) => ({
        at: login.createdAt.toISOString(),
        device: login.device,
        ip: login.ip,
        current: login.id === session.id,
      })),
    };
  });

  registerCall(app, calls.memberPaymentPassword, async (ctx) => {
    const member = realMember(ctx);
    const { input } = ctx;
    if (input.newPaymentPassword !== input.confirmNewPaymentPassword) {
      throw new PlatformError('PASSWORD_MISMATCH', 'The passwords do not match.', {
        fields: [{ field: 'confirmNewPaymentPassword', message: 'does not match' }],
      });
    }
    // The first time the login password proves who sets it; then the current payment password.
    const setting = member.paymentPasswordHash === null;
    await checkSecret(
      app,
      setting ? `password:${member.id}` : `payment:${member.id}`,
      member.paymentPasswordHash ?? member.passwordHash,
      input.currentPassword,
      () =>
        new PlatformError('OLD_PASSWORD_WRONG', 'The current password is not right.', {
          fields: [{ field: 'currentPassword', message: 'in_incorrect_password' }],
        }),
    );
    // A second secret is worth nothing if it is the first one again.
    if (await verifyPassword(member.passwordHash, input.newPaymentPassword)) {
      throw new PlatformError(
        'PASSWORD_WEAK',
        'Use a payment password unlike your login password.',
        {
          fields: [{ field: 'newPaymentPassword', message: 'same as the login password' }],
        },
      );
    }
    await app.repos.members.update(member.id, {
      paymentPasswordHash: await hashPassword(input.newPaymentPassword),
    });
    return null;
  });

  registerCall(app, calls.memberBankAccounts, async (ctx) => {
    const member = realMember(ctx);
    const rows = await security.bankAccountsOf(member.id);
    return {
      accounts: rows.map((row) => ({
        id: row.id,
        holderName: row.holderName,
        bankName: row.bankName,
        accountNumber: maskAccountNumber(row.accountNumber),
        createdAt: row.createdAt.toISOString(),
      })),
      max: ctx.merchant.maxBankAccounts,
    };
  });

  registerCall(app, calls.memberBankAccountAdd, async (ctx) => {
    const member = realMember(ctx);
    const { input, merchant } = ctx;
    await checkPaymentPassword(app, member, input.paymentPassword);
    const accountNumber = digitsOf(input.accountNumber);
    let result;
    try {
      result = await security.addBankAccount(
        {
          memberId: member.id,
          holderName: input.holderName,
          bankName: input.bankName,
          accountNumber,
        },
        merchant.maxBankAccounts,
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new PlatformError('BANK_ACCOUNT_DUPLICATE', 'This bank account is already saved.', {
          fields: [{ field: 'accountNumber', message: 'already saved' }],
        });
      }
      throw error;
    }
    if (result.kind === 'full') {
      throw new PlatformError(
        'BANK_ACCOUNT_LIMIT',
        `At most ${merchant.maxBankAccounts} bank accounts.`,
      );
    }
    if (result.kind === 'holderMismatch') {
      throw new PlatformError('HOLDER_NAME_MISMATCH', 'The holder must be the member.', {
        fields: [{ field: 'holderName', message: 'not the name of your other bank accounts' }],
      });
    }
    const { row } = result;
    return {
      id: row.id,
      holderName: row.holderName,
      bankName: row.bankName,
      accountNumber: maskAccountNumber(row.accountNumber),
      createdAt: row.createdAt.toISOString(),
    };
  });

  registerCall(app, calls.memberBankAccountRemove, async (ctx) => {
    const member = realMember(ctx);
    await checkPaymentPassword(app, member, ctx.input.paymentPassword);
    if (!(await security.removeBankAccount(member.id, ctx.input.id))) {
      throw new PlatformError('NOT_FOUND', 'This bank account could not be found.');
    }
    return null;
  });

  registerContactCalls(app, realMember, profileOf, checkSecret);
}

export const securityRoutes = fp(securityCalls, {
  name: 'security-routes',
  dependencies: ['database', 'repos', 'errors'],
});
