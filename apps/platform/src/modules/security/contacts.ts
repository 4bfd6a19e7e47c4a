import { calls } from '@lobbykit/api-contract';
import type { MemberProfile, ResetChannel } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { Member, Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import type { CallContext } from '../../http/registerCall';
import { hashPassword, verifyPassword } from '../auth/password';
import { checkCode, refuseFailedCheck } from '../verification/checkCode';
import { issueCode } from '../verification/issueCode';
import { fullMobile, smsExpiredMinutes } from '../verification/smsCodes';

// Issue 14 item 2: the member proves their e-mail and mobile with a code, and resets the payment
// password with a code sent to a verified one. Codes come from the one machinery of
// modules/verification (issueCode: §8 send limits; checkCode: §8 check limits, 5 tries a code).

/** Codes of one member's contact: bound to the address, so a code for one cannot prove another. */
const emailSubject = (member: Member, email: string) =>
  `member:${member.id}:email:${email.toLowerCase()}`;
const mobileSubject = (member: Member, full: string) => `member:${member.id}:mobile:${full}`;

/** The send budget is per destination, whatever the purpose (a mailbox is not spammed freely). */
const emailLimitKey = (merchant: Merchant, email: string) =>
  `email:${merchant.id}:${email.toLowerCase()}`;
const mobileLimitKey = (merchant: Merchant, full: string) => `mobile:${merchant.id}:${full}`;

/** Wrong codes count per member, across every address they try (a new one is no fresh budget). */
const memberLimitKey = (member: Member) => `member:${member.id}`;

/** The member's verified contact on a channel, or null. */
function verifiedContact(
  member: Member,
  channel: ResetChannel,
): { to: string; limitKey: (merchant: Merchant) => string } | null {
  switch (channel) {
    case 'mobile': {
      if (!member.mobile || !member.countryDialingCode || !member.mobileVerifiedAt) return null;
      const full = fullMobile(member.countryDialingCode, member.mobile);
      return {
        to: `+${member.countryDialingCode}${member.mobile}`,
        limitKey: (merchant) => mobileLimitKey(merchant, full),
      };
    }
    case 'email': {
      if (!member.email || !member.emailVerifiedAt) return null;
      const email = member.email;
      return { to: email, limitKey: (merchant) => emailLimitKey(merchant, email) };
    }
    default: {
      const never: never = channel;
      throw new Error(`unknown channel ${String(never)}`);
    }
  }
}

export function registerContactCalls(
  app: FastifyInstance,
  realMember: (ctx: CallContext<unknown>) => Member,
  profileOf: (member: Member, merchant: Merchant) => MemberProfile,
  /** routes.ts checkSecret: the login password, with guesses throttled per member. */
  checkSecret: (
    app: FastifyInstance,
    key: string,
    hash: string,
    given: string,
    wrong: () => PlatformError,
  ) => Promise<void>,
): void {
  const { repos } = app;

  /**
   * The member holds the contact: the code sent to it is right. A verified contact receives
   * payment-password reset codes, so replacing it with another needs the login password too: a
   * borrowed session must not swap in its own address, reset the payment password by code and then
   * add a bank account and withdraw. The password is checked before the code, so a missing or wrong
   * one does not use the code up.
   */
  async function proveContact(
    ctx: CallContext<{ verificationCode: string; password?: string | undefined }>,
    member: Member,
    { replacing, subject }: { replacing: boolean; subject: string },
  ): Promise<void> {
    const given = ctx.input.password;
    if (replacing) {
      const wrong = () =>
        new PlatformError(
          'OLD_PASSWORD_WRONG',
          given === undefined
            ? 'Enter your login password to replace a verified contact.'
            : 'The password is not right.',
          { fields: [{ field: 'password', message: 'in_incorrect_password' }] },
        );
      if (given === undefined) throw wrong();
      await checkSecret(app, `password:${member.id}`, member.passwordHash, given, wrong);
    }
    refuseFailedCheck(
      await checkCode(app, {
        merchantId: ctx.merchant.id,
        ip: ctx.location.ip,
        limitKey: memberLimitKey(member),
        subject,
        purpose: 'contact',
        code: ctx.input.verificationCode,
      }),
    );
  }

  async function freshProfile(member: Member, merchant: Merchant): Promise<MemberProfile> {
    const fresh = await repos.members.byId(member.id);
    if (!fresh) throw new PlatformError('UNAUTHENTICATED', 'Please log in.');
    return profileOf(fresh, merchant);
  }

  // Issue 13 item 2: the answer, the limits and the writes are the same whether or not another
  // member has the address; only a right code (proof of holding it) learns it is taken.
  registerCall(app, calls.memberContactEmailCode, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input, location } = ctx;
    const code = await issueCode(app, {
      merchantId: merchant.id,
      ip: location.ip,
      limitKey: emailLimitKey(merchant, input.email),
      subject: emailSubject(member, input.email),
      purpose: 'contact',
    });
    await repos.outbox.send({
      merchantId: merchant.id,
      channel: 'email',
      to: input.email,
      subject: `${merchant.name}: your verification code`,
      body: `Your code to verify this e-mail address is ${code}. It expires in ${smsExpiredMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    });
    return { expiredMinutes: smsExpiredMinutes };
  });

  registerCall(app, calls.memberContactEmailVerify, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input } = ctx;
    await proveContact(ctx, member, {
      replacing:
        member.emailVerifiedAt !== null &&
        member.email?.toLowerCase() !== input.email.toLowerCase(),
      subject: emailSubject(member, input.email),
    });
    if (await repos.security.emailTakenByOther(merchant.id, input.email, member.id)) {
      throw new PlatformError('EMAIL_TAKEN', 'Another account uses this e-mail address.', {
        fields: [{ field: 'email', message: 'taken' }],
      });
    }
    // The old address stays until this moment (issue 14 item 2).
    await repos.members.update(member.id, { email: input.email, emailVerifiedAt: new Date() });
    return freshProfile(member, merchant);
  });

  registerCall(app, calls.memberContactMobileCode, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input, location } = ctx;
    const full = fullMobile(input.countryDialingCode, input.mobileNum);
    const code = await issueCode(app, {
      merchantId: merchant.id,
      ip: location.ip,
      limitKey: mobileLimitKey(merchant, full),
      subject: mobileSubject(member, full),
      purpose: 'contact',
    });
    await repos.outbox.send({
      merchantId: merchant.id,
      channel: 'sms',
      to: `+${input.countryDialingCode}${input.mobileNum}`,
      body: `${merchant.name}: your code to verify this mobile is ${code}. It expires in ${smsExpiredMinutes} minutes.`,
    });
    return { expiredMinutes: smsExpiredMinutes };
  });

  registerCall(app, calls.memberContactMobileVerify, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input } = ctx;
    const full = fullMobile(input.countryDialingCode, input.mobileNum);
    await proveContact(ctx, member, {
      replacing:
        member.mobileVerifiedAt !== null &&
        (member.mobile !== input.mobileNum ||
          member.countryDialingCode !== input.countryDialingCode),
      subject: mobileSubject(member, full),
    });
    const taken = () =>
      new PlatformError('MOBILE_TAKEN', 'This mobile number is already registered.', {
        fields: [{ field: 'mobileNum', message: 'taken' }],
      });
    const holder = await repos.members.byMobile(merchant.id, input.mobileNum);
    if (holder && holder.id !== member.id) throw taken();
    try {
      await repos.members.update(member.id, {
        mobile: input.mobileNum,
        countryDialingCode: input.countryDialingCode,
        mobileVerifiedAt: new Date(),
      });
    } catch (error) {
      // Two members confirming one number at once: the unique index decides.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    return freshProfile(member, merchant);
  });

  const notVerified = () =>
    new PlatformError('CONTACT_NOT_VERIFIED', 'Verify this contact in the security centre first.', {
      fields: [{ field: 'channel', message: 'not verified' }],
    });

  /** Bound to the contact the code went to: a code sent before the contact changed dies with it. */
  const paymentSubject = (member: Member, channel: ResetChannel, to: string) =>
    `member:${member.id}:payment:${channel}:${to.toLowerCase()}`;

  registerCall(app, calls.memberPaymentPasswordCode, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input, location } = ctx;
    const contact = verifiedContact(member, input.channel);
    if (!contact) throw notVerified();
    const code = await issueCode(app, {
      merchantId: merchant.id,
      ip: location.ip,
      limitKey: contact.limitKey(merchant),
      subject: paymentSubject(member, input.channel, contact.to),
      purpose: 'paymentPassword',
    });
    const text = `code to reset the payment password is ${code}. It expires in ${smsExpiredMinutes} minutes. If you did not ask for it, contact customer service.`;
    await repos.outbox.send(
      input.channel === 'mobile'
        ? {
            merchantId: merchant.id,
            channel: 'sms',
            to: contact.to,
            body: `${merchant.name}: your ${text}`,
          }
        : {
            merchantId: merchant.id,
            channel: 'email',
            to: contact.to,
            subject: `${merchant.name}: reset your payment password`,
            body: `Your ${text}`,
          },
    );
    return { expiredMinutes: smsExpiredMinutes };
  });

  registerCall(app, calls.memberPaymentPasswordReset, async (ctx) => {
    const member = realMember(ctx);
    const { merchant, input, location } = ctx;
    // Checked before the code, so a typo does not use the code up.
    if (input.newPaymentPassword !== input.confirmNewPaymentPassword) {
      throw new PlatformError('PASSWORD_MISMATCH', 'The passwords do not match.', {
        fields: [{ field: 'confirmNewPaymentPassword', message: 'does not match' }],
      });
    }
    const contact = verifiedContact(member, input.channel);
    if (!contact) throw notVerified();
    refuseFailedCheck(
      await checkCode(app, {
        merchantId: merchant.id,
        ip: location.ip,
        limitKey: memberLimitKey(member),
        subject: paymentSubject(member, input.channel, contact.to),
        purpose: 'paymentPassword',
        code: input.verificationCode,
      }),
    );
    // After the code, never before: without it this would test guesses of the login password.
    if (await verifyPassword(member.passwordHash, input.newPaymentPassword)) {
      throw new PlatformError(
        'PASSWORD_WEAK',
        'Use a payment password unlike your login password.',
        { fields: [{ field: 'newPaymentPassword', message: 'same as the login password' }] },
      );
    }
    await repos.members.update(member.id, {
      paymentPasswordHash: await hashPassword(input.newPaymentPassword),
    });
    return null;
  });
}
