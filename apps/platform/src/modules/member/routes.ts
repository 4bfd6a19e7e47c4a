import fp from 'fastify-plugin';
import {
  avatarIds,
  calls,
  checkFieldRule,
  defaultAvatarId,
  checkPasswordRule as checkPasswordText,
  optionalRegisterFields,
} from '@lobbykit/api-contract';
import type {
  AvatarId,
  FieldIssue,
  FieldRule,
  MemberIcon,
  RegisterRules,
} from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { agentTypes } from '../../db/schema/index';
import type { Member, Merchant } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { avatarFiles, avatarPath } from '../../images/avatars';
import { serveSvgFiles } from '../../images/svgFiles';
import { vipBadgeFiles, vipBadgePath } from '../../images/vipBadges';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import type { CallContext } from '../../http/registerCall';
import { isCommonPassword } from '../auth/commonPasswords';
import { hashPassword, verifyPassword } from '../auth/password';
import { throttleRules } from '../auth/throttle';
import { sendWelcome } from '../messages/welcome';
import { sessionClient } from '../session/device';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { realMember } from '../security/routes';
import { startSession } from '../session/service';
import { newToken, sha256 } from '../session/tokens';
import { registerRulesOf, whitelabelOf } from '../system/routes';
import { checkSmsCode } from '../verification/checkCode';
import { merchantMoney } from '../wallet/index';

const problemText = {
  required: 'required',
  tooShort: 'too short',
  tooLong: 'too long',
  pattern: 'not in the accepted format',
} as const;

/** §5: each field shown only when enabled, required when configured, bounded and patterned. */
function checkRules(
  rules: Record<string, FieldRule>,
  values: Record<string, string | undefined>,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, value] of Object.entries(values)) {
    const rule = rules[field];
    if (!rule) continue;
    const problem = checkFieldRule(rule, value);
    if (problem) issues.push({ field, message: problemText[problem] });
  }
  return issues;
}

/**
 * The password rule for registration, change and reset (§5 "password rule", "new password meets
 * the rule"), with ASVS 2.1 over it: the brand's pattern and bounds, at least 8 and up to at least
 * 64 characters, no control characters, and not a common or breached password. Answers
 * PASSWORD_WEAK naming the field; `others` are the registration's other field problems, sent with
 * it so the form shows them all at once.
 */
export async function checkPasswordRule(
  merchant: Merchant,
  password: string,
  field: string,
  others: FieldIssue[] = [],
): Promise<void> {
  const rule = registerRulesOf(merchant).fields.password;
  const problem = checkPasswordText(rule, password);
  const message = problem
    ? problemText[problem]
    : (await isCommonPassword(password))
      ? 'too common'
      : undefined;
  if (message) {
    throw new PlatformError('PASSWORD_WEAK', 'The password does not meet the password rule.', {
      fields: [{ field, message }, ...others],
    });
  }
}

interface RegistrationInput {
  username: string;
  password: string;
  confirmPassword: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  domain: string;
  registerUrl: string;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  nickname?: string | undefined;
  email?: string | undefined;
  payeeName?: string | undefined;
  qqNum?: string | undefined;
  paymentPassword?: string | undefined;
  line?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  wechat?: string | undefined;
  idNumber?: string | undefined;
}

/**
 * Issue 13 item 7: a field the merchant's rules disable is not shown (§5 "each shown only when
 * enabled"), so it is neither checked nor stored, whatever is sent. The mobile of a username
 * registration goes the same way. The affiliate code stays: a §4 agent link carries it when its
 * field is hidden, and it is checked against the agents.
 */
function withoutDisabledFields(
  sent: RegistrationInput,
  rules: RegisterRules,
  method: 'username' | 'mobile',
): RegistrationInput {
  const input = { ...sent };
  for (const name of optionalRegisterFields)
    if (!rules.fields[name].enabled) input[name] = undefined;
  if (method === 'username' && !rules.fields.mobileNum.enabled) {
    input.mobileNum = undefined;
    input.countryDialingCode = undefined;
    input.verificationCode = undefined;
  }
  return input;
}

async function register(
  app: FastifyInstance,
  ctx: CallContext<unknown>,
  sent: RegistrationInput,
  method: 'username' | 'mobile',
) {
  const { merchant, location, request } = ctx;
  const { repos } = app;
  const flags = whitelabelOf(merchant);
  const rules = registerRulesOf(merchant);
  const input = withoutDisabledFields(sent, rules, method);
  if (!rules.registrationTypes.includes(method)) {
    throw new PlatformError('REGISTRATION_DISABLED', 'This way of registering is not offered.');
  }
  const limit = throttleRules.register;
  if ((await repos.throttle.hit(`register:${location.ip}`, limit)) > limit.limit) {
    throw new PlatformError('RATE_LIMITED', 'Too many registrations from this address.', {
      retryAfterSeconds: repos.throttle.retryAfter(limit),
    });
  }
  // §5: confirm password equal to password.
  if (input.password !== input.confirmPassword) {
    throw new PlatformError('PASSWORD_MISMATCH', 'The passwords do not match.', {
      fields: [{ field: 'confirmPassword', message: 'does not match the password' }],
    });
  }
  const mobile = input.mobileNum ? input.mobileNum : undefined;
  const dialing = input.countryDialingCode ? input.countryDialingCode : undefined;
  // §3, §5: server-side enforcement of the merchant's field rules and patterns.
  const {
    confirmPassword: _confirm,
    verificationCode: _code,
    captcha: _captcha,
    ...fields
  } = rules.fields;
  // The password has its own check below (checkPasswordRule): never trimmed, ASVS bounds.
  const { password: _password, ...otherFields } = fields;
  const checked: Record<string, string | undefined> = {
    payeeName: input.payeeName,
    email: input.email,
    qqNum: input.qqNum,
    mobileNum: mobile,
    affiliateCode: input.affiliateCode,
    paymentPassword: input.paymentPassword,
    line: input.line,
    whatsapp: input.whatsapp,
    facebook: input.facebook,
    wechat: input.wechat,
    idNumber: input.idNumber,
    nickname: input.nickname,
  };
  if (method === 'username') checked.username = input.username;
  else checked.mobileNum = mobile;
  const issues = checkRules(otherFields, checked);
  if (method === 'mobile' && !mobile)
    issues.push({ field: 'mobileNum', message: problemText.required });
  if (mobile && !dialing)
    issues.push({ field: 'countryDialingCode', message: problemText.required });
  if (input.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
    issues.push({ field: 'email', message: problemText.pattern });
  }
  await checkPasswordRule(merchant, input.password, 'password', issues);
  if (issues.length > 0) {
    throw new PlatformError('FIELD_RULE_FAILED', 'Some fields do not meet the rules.', {
      fields: issues,
    });
  }
  if (input.password.toLowerCase() === input.username.toLowerCase()) {
    throw new PlatformError('PASSWORD_WEAK', 'The password must differ from the username.', {
      fields: [{ field: 'password', message: 'same as the username' }],
    });
  }
  // Issue 13 item 2 (ASVS 2.2.1): the captcha is consumed before the name or the mobile is looked
  // up, so whether one is taken is said only to someone who passed it (registerRulesOf makes it
  // required for every merchant).
  if (rules.fields.captcha.enabled && (rules.fields.captcha.required || input.captcha)) {
    if (!input.captcha || !input.captchaId) {
      throw new PlatformError('CAPTCHA_REQUIRED', 'Please enter the captcha.', {
        captchaRequired: true,
      });
    }
    if (!(await repos.captchas.consume(merchant.id, input.captchaId, input.captcha))) {
      throw new PlatformError('CAPTCHA_INVALID', 'The captcha is not right.', {
        captchaRequired: true,
      });
    }
  }
  const account = method === 'mobile' ? (mobile ?? '') : input.username;
  if (method === 'username' && (await repos.members.byAccount(merchant.id, account))) {
    throw new PlatformError('USERNAME_TAKEN', 'This username is taken.', {
      fields: [{ field: 'username', message: 'taken' }],
    });
  }
  // §4 registration: the affiliate code must name an agent of this merchant.
  let parent: Member | undefined;
  if (input.affiliateCode) {
    parent = await repos.members.byInviteCode(merchant.id, input.affiliateCode);
    if (!parent || !agentTypes.includes(parent.type)) {
      throw new PlatformError('AFFILIATE_INVALID', 'The invitation code is not valid.', {
        fields: [{ field: 'affiliateCode', message: 'invitation_code_error' }],
      });
    }
  }
  if (input.referralCode) {
    const referrer = await repos.members.byInviteCode(merchant.id, input.referralCode);
    if (!referrer) {
      throw new PlatformError('AFFILIATE_INVALID', 'The referral code is not valid.', {
        fields: [{ field: 'referralCode', message: 'invitation_code_error' }],
      });
    }
    parent ??= agentTypes.includes(referrer.type) ? referrer : undefined;
  }
  // §4: the SMS code is required when the merchant verifies mobiles (REGMOBVERF3).
  if (mobile && dialing && flags.REGMOBVERF3) {
    if (!input.verificationCode) {
      throw new PlatformError('SMS_CODE_INVALID', 'Please enter the verification code.', {
        fields: [{ field: 'verificationCode', message: problemText.required }],
      });
    }
    const check = await checkSmsCode(app, {
      merchantId: merchant.id,
      ip: location.ip,
      dialingCode: dialing,
      mobile,
      purpose: 'register',
      code: input.verificationCode,
    });
    if (check === 'expired')
      throw new PlatformError('SMS_CODE_EXPIRED', 'The code has expired. Please send a new one.');
    if (check !== 'ok') throw new PlatformError('SMS_CODE_INVALID', 'The code is not right.');
  }
  // Issue 14 item 9: a person with a time-out or self-exclusion on any brand of the operator
  // (matched by mobile or e-mail) cannot open an account here to play on.
  await refuseExcluded(app, {
    countryDialingCode: dialing ?? null,
    mobile: mobile ?? null,
    email: input.email || null,
  });
  // Issue 13 item 2: with REGMOBVERF3 a taken mobile is said only to someone who proved they hold
  // it (the SMS code above). A mobile registration's account is the mobile, so a taken account is a
  // taken mobile there, named on the mobile field the form shows.
  if (
    mobile &&
    ((method === 'mobile' && (await repos.members.byAccount(merchant.id, account))) ||
      (await repos.members.byMobile(merchant.id, mobile)))
  ) {
    throw new PlatformError('MOBILE_TAKEN', 'This mobile number is already registered.', {
      fields: [{ field: 'mobileNum', message: 'taken' }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  const paymentPasswordHash = input.paymentPassword
    ? await hashPassword(input.paymentPassword)
    : null;
  let member: Member;
  try {
    member = await repos.members.create({
      merchantId: merchant.id,
      account,
      passwordHash,
      paymentPasswordHash,
      nickname: input.nickname || null,
      mobile: mobile ?? null,
      countryDialingCode: mobile ? (dialing ?? null) : null,
      email: input.email || null,
      payeeName: input.payeeName || null,
      qqNum: input.qqNum || null,
      line: input.line || null,
      whatsapp: input.whatsapp || null,
      facebook: input.facebook || null,
      wechat: input.wechat || null,
      idNumber: input.idNumber || null,
      affiliateCode: input.affiliateCode || null,
      referralCode: input.referralCode || null,
      parentId: parent?.id ?? null,
      registerDomain: input.domain,
      registerUrl: input.registerUrl,
      registerMethod: 'WEB',
      language: merchant.defaultLanguage,
      passwordExpiresAt: null,
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (isUniqueViolation(error))
      throw new PlatformError('USERNAME_TAKEN', 'This username or mobile is taken.');
    throw error;
  }
  await sendWelcome(repos.messages, merchant, member);
  return startSession(app, merchant, member, sessionClient(location, request));
}

async function memberCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  registerCall(app, calls.memberInfo, async (ctx) => {
    const { member } = requireAuth(ctx);
    // Issue 17 item 6: the currency is kept per process (merchantMoney), not read from the wallet
    // settings on every call; that read was the call's one query and halved its throughput.
    const { currency } = await merchantMoney(app.db, member.merchantId);
    return {
      id: String(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      // Issue 14 item 8: the level the turnover earns (or the one granted), trial players 1.
      vipLevel: await app.vip.levelOf(member, ctx.merchant.code),
      firstTimeLogin: member.firstTimeLogin,
      currency,
    };
  });

  /** The header's pictures: the VIP level image and the avatar, with the set to choose from. */
  async function pictures(member: Member, merchantCode: string): Promise<MemberIcon> {
    // §2.6 VIP level image, levels 1-6: the level memberInfo answers (issue 14 item 8).
    const level = await app.vip.levelOf(member, merchantCode);
    const base = app.config.imageCdns[0] ?? '';
    const avatar = (id: AvatarId) => ({ id, url: `${base}${avatarPath(id)}` });
    // A stored id the set no longer has (or none) shows the default.
    const chosen = avatarIds.find((id) => id === member.icon) ?? defaultAvatarId;
    return {
      vipLevel: level,
      iconId: `vip${level}`,
      url: `${base}${vipBadgePath(level)}`,
      avatar: avatar(chosen),
      avatars: avatarIds.map(avatar),
    };
  }

  registerCall(app, calls.memberInfoIcon, async (ctx) =>
    pictures(requireAuth(ctx).member, ctx.merchant.code),
  );

  registerCall(app, calls.memberInfoIconUpdate, async (ctx) => {
    const member = realMember(ctx);
    // The contract lets only ids of the set through (VALIDATION_FAILED naming avatarId).
    await repos.members.update(member.id, { icon: ctx.input.avatarId });
    return pictures({ ...member, icon: ctx.input.avatarId }, ctx.merchant.code);
  });

  // Issue 14 items 2 and 8: the avatars and the VIP level badges, from memory.
  serveSvgFiles(app, '/images/avatars', avatarFiles);
  serveSvgFiles(app, '/images/vip', vipBadgeFiles);

  registerCall(app, calls.memberRegister, async (ctx) => register(app, ctx, ctx.input, 'username'));

  registerCall(app, calls.memberRegisterMobile, async (ctx) =>
    register(app, ctx, { ...ctx.input, username: ctx.input.mobileNum }, 'mobile'),
  );

  registerCall(app, calls.memberPassword, async (ctx) => {
    const { member } = requireAuth(ctx);
    const { input, merchant } = ctx;
    // §6: a trial account is refused where a real account is needed.
    if (member.type === 4)
      throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed.');
    if (input.newPassword !== input.confirmNewPassword) {
      throw new PlatformError('PASSWORD_MISMATCH', 'The passwords do not match.', {
        fields: [{ field: 'confirmNewPassword', message: 'does not match the new password' }],
      });
    }
    await checkPasswordRule(merchant, input.newPassword, 'newPassword');
    if (input.newPassword === input.oldPassword) {
      throw new PlatformError('PASSWORD_WEAK', 'The new password must differ from the old one.', {
        fields: [{ field: 'newPassword', message: 'same as the old password' }],
      });
    }
    // Guessing the old password through this call is throttled like login, before hashing.
    const key = `password:${member.id}`;
    const rule = throttleRules.passwordChecks;
    if ((await repos.throttle.count(key, rule)) >= rule.limit) {
      throw new PlatformError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
        retryAfterSeconds: repos.throttle.retryAfter(rule),
      });
    }
    if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
      await repos.throttle.hit(key, rule);
      throw new PlatformError('OLD_PASSWORD_WRONG', 'The old password is not right.', {
        fields: [{ field: 'oldPassword', message: 'in_incorrect_password' }],
      });
    }
    await repos.members.update(member.id, {
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: new Date(),
      passwordExpiresAt: null,
      passwordIsDefault: false,
    });
    // Every session of the member ends, the current one too: the old token answers 401.
    await repos.sessions.revokeAllOfMember(member.id, 'password-changed');
    return null;
  });

  registerCall(app, calls.memberPasswordEmail, async ({ merchant, input, location }) => {
    const rule = throttleRules.forgotEmail;
    if ((await repos.throttle.hit(`forgot:${location.ip}`, rule)) > rule.limit) {
      throw new PlatformError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        retryAfterSeconds: repos.throttle.retryAfter(rule),
      });
    }
    const member = await repos.members.byAccount(merchant.id, input.username);
    const matches =
      member !== undefined &&
      member.type !== 4 &&
      member.email !== null &&
      member.email.toLowerCase() === input.email.toLowerCase();
    // Issue 13 (ASVS 2.2): the same writes whether or not the account exists, so the time of the
    // answer does not tell; a code for no one (subject `nobody`) can never be redeemed.
    const code = newToken();
    await repos.smsCodes.issueRaw(
      merchant.id,
      matches ? `member:${member.id}` : 'nobody',
      'password',
      sha256(code),
      30,
    );
    if (matches && member.email) {
      await repos.outbox.send({
        merchantId: merchant.id,
        channel: 'email',
        to: member.email,
        subject: `${merchant.name}: reset your password`,
        // Safety over habit: the code rides in the fragment, which browsers never send to a server,
        // so it stays out of access logs and Referer headers. memberPasswordReset redeems it.
        body: `Open this link within 30 minutes to choose a new password: ${app.config.publicOrigin}/#resetPassword=${code}`,
      });
    }
    // §4 forgot by e-mail: the same answer whether or not the account exists.
    return null;
  });

  registerCall(
    app,
    calls.memberPasswordVerification,
    async ({ merchant, input, location, request }) => {
      const check = await checkSmsCode(app, {
        merchantId: merchant.id,
        ip: location.ip,
        dialingCode: input.countryDialingCode,
        mobile: input.mobileNum,
        purpose: 'login',
        code: input.verificationCode,
      });
      if (check === 'expired')
        throw new PlatformError('SMS_CODE_EXPIRED', 'The code has expired. Please send a new one.');
      if (check !== 'ok') throw new PlatformError('SMS_CODE_INVALID', 'The code is not right.');
      const member = await repos.members.byMobile(merchant.id, input.mobileNum);
      if (!member || member.countryDialingCode !== input.countryDialingCode || member.type === 4) {
        throw new PlatformError('NOT_A_MEMBER', 'No member has this mobile number.');
      }
      await checkPasswordRule(merchant, input.newPassword, 'newPassword');
      await repos.members.update(member.id, {
        passwordHash: await hashPassword(input.newPassword),
        passwordChangedAt: new Date(),
        passwordExpiresAt: null,
        passwordIsDefault: false,
      });
      await repos.sessions.revokeAllOfMember(member.id, 'password-changed');
      const fresh = await repos.members.byId(member.id);
      // §4 forgot by phone: auto-login.
      return startSession(app, merchant, fresh ?? member, sessionClient(location, request));
    },
  );

  registerCall(app, calls.memberLanguage, async (ctx) => {
    const { member } = requireAuth(ctx);
    await repos.members.update(member.id, { language: ctx.input.language });
    return null;
  });

  registerCall(app, calls.agentAffiliate, async ({ merchant, input }) => {
    const agent = await repos.members.byInviteCode(merchant.id, input.code);
    const host = input.domain.toLowerCase().replace(/:\d+$/, '');
    const domainOk =
      merchant.domains.length === 0 ||
      merchant.domains.includes(host) ||
      host === 'localhost' ||
      host === '127.0.0.1';
    return {
      valid: agent !== undefined && agentTypes.includes(agent.type) && !agent.disabled && domainOk,
    };
  });
}

export const memberRoutes = fp(memberCalls, {
  name: 'member-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors', 'vip'],
});
