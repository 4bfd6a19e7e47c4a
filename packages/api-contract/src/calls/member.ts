import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors, encryptionErrors } from '../core/errors';
import {
  dialingCodeSchema,
  humanVerificationTokenSchema,
  languageSchema,
  mobileNumSchema,
  noInput,
  noValue,
  opaque,
  secret,
  text,
  verificationCodeSchema,
} from '../core/fields';
import { loginValueSchema, memberIdSchema } from './session';

/** §3 account type codes: 1, 2, 41, 42 are agents, 4 is trial. */
export const agentMemberTypes = [1, 2, 41, 42] as const;
export const trialMemberType = 4;

export const memberInfoSchema = z
  .object({
    id: memberIdSchema,
    account: z.string().max(64),
    nickname: z.string().max(64).nullable(),
    type: z.number().int(),
    /** §9: VIP levels 1-6, default 1. */
    vipLevel: z.number().int().min(1).max(6),
    firstTimeLogin: z.boolean(),
    currency: z.string().length(3),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Optional registration field: trimmed, bounded; whether it is shown or required is a rule (§5). */
const optionalField = (max: number) => text(0, max).optional();

const registerCommon = {
  password: secret(1, 128),
  confirmPassword: secret(1, 128),
  captcha: optionalField(16),
  captchaId: optionalField(128),
  affiliateCode: optionalField(64),
  /** §3: from the referralCode query parameter. */
  referralCode: optionalField(64),
  domain: text(1, 253),
  /** §3: the login flag is always true, so registration logs the member in. */
  login: z.literal(true),
  registerUrl: text(0, 2048),
  registerMethod: z.literal('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: opaque(0, 4096).optional(),
  humanVerificationToken: humanVerificationTokenSchema,
};

const registerErrors = [
  'REGISTRATION_DISABLED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'SELF_EXCLUDED',
  'FIELD_RULE_FAILED',
  'AFFILIATE_INVALID',
  'PASSWORD_MISMATCH',
  'PASSWORD_WEAK',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_RATE_LIMITED',
  ...encryptionErrors,
] as const;

const infoCall = defineCall({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  token: true,
  encrypted: false,
  request: noInput,
  response: memberInfoSchema,
  errors: [...sessionErrors],
  summary: 'The logged-in member (§3 Member info); type decides agent or trial.',
});

/**
 * The member's avatar set (issue 14 item 2): ids of the platform's own pictures, served at
 * `avatarPath(id)` on the image hosts. A member who never chose has the first.
 */
export const avatarIds = [
  'star',
  'moon',
  'sun',
  'planet',
  'rocket',
  'comet',
  'mountain',
  'wave',
  'leaf',
  'clover',
  'diamond',
  'crown',
] as const;
export type AvatarId = (typeof avatarIds)[number];
export const defaultAvatarId: AvatarId = 'star';
export const avatarIdSchema = z.enum(avatarIds);

const avatarSchema = z.object({ id: avatarIdSchema, url: z.string().max(2048) });

export const memberIconSchema = z
  .object({
    vipLevel: z.number().int().min(1).max(6),
    iconId: z.string().max(64),
    url: z.string().max(2048),
    /** The avatar the member chose, or the default. */
    avatar: avatarSchema,
    /** Every avatar to choose from, in the order shown; only the chosen one is drawn in the header. */
    avatars: z.array(avatarSchema),
  })
  .meta({ id: 'MemberIcon' });
export type MemberIcon = z.infer<typeof memberIconSchema>;

const iconCall = defineCall({
  name: 'memberInfoIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  token: true,
  encrypted: false,
  request: noInput,
  response: memberIconSchema,
  errors: [...sessionErrors],
  summary:
    'The pictures of the member shown in the header: the VIP level image (§2.6) and the avatar (issue 14 item 2), with the avatars to choose from.',
});

const iconUpdateCall = defineCall({
  name: 'memberInfoIconUpdate',
  method: 'PUT',
  path: '/wps/member/info/icon',
  token: true,
  encrypted: false,
  request: z.strictObject({ avatarId: avatarIdSchema }),
  response: memberIconSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    'Choose the avatar (issue 14 item 2): one of the ids memberInfoIcon lists; any other answers VALIDATION_FAILED naming avatarId. Answers as memberInfoIcon.',
  methodNote: 'Not in the spec; PUT replaces the one setting.',
});

const registerCall = defineCall({
  name: 'memberRegister',
  method: 'PUT',
  path: '/wps/member/register',
  token: false,
  encrypted: true,
  request: z.strictObject({
    ...registerCommon,
    username: text(1, 64),
    payeeName: optionalField(100),
    email: optionalField(254),
    qqNum: optionalField(32),
    mobileNum: z.union([mobileNumSchema, z.literal('')]).optional(),
    countryDialingCode: z.union([dialingCodeSchema, z.literal('')]).optional(),
    verificationCode: verificationCodeSchema.optional(),
    paymentPassword: secret(0, 128).optional(),
    line: optionalField(64),
    whatsapp: optionalField(64),
    facebook: optionalField(128),
    wechat: optionalField(64),
    idNumber: optionalField(64),
    nickname: optionalField(64),
  }),
  response: loginValueSchema,
  errors: [...registerErrors],
  summary:
    'Register a member with the §3 registration fields, checked against the merchant rules (§5); the member is logged in (value as login).',
});

const registerMobileCall = defineCall({
  name: 'memberRegisterMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  token: false,
  encrypted: true,
  request: z.strictObject({
    ...registerCommon,
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: verificationCodeSchema.optional(),
    nickname: optionalField(64),
    email: optionalField(254),
  }),
  response: loginValueSchema,
  errors: [...registerErrors],
  summary:
    'Register with a mobile number (§2.8 mobile registration type); the SMS code is required when the merchant verifies mobiles (REGMOBVERF3).',
});

const passwordCall = defineCall({
  name: 'memberPassword',
  method: 'POST',
  path: '/wps/member/password',
  token: true,
  encrypted: true,
  request: z.strictObject({
    oldPassword: secret(1, 128),
    newPassword: secret(1, 128),
    confirmNewPassword: secret(1, 128),
  }),
  response: noValue,
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'OLD_PASSWORD_WRONG',
    'PASSWORD_MISMATCH',
    'PASSWORD_WEAK',
    'REAL_ACCOUNT_REQUIRED',
  ],
  summary:
    'Change the password (§3 Change-password payload); every session of the member is revoked, the caller logs in again.',
});

const passwordEmailCall = defineCall({
  name: 'memberPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  token: false,
  encrypted: false,
  request: z.strictObject({
    username: text(1, 64),
    email: text(0, 254).pipe(z.email()),
    humanVerificationToken: humanVerificationTokenSchema,
  }),
  response: noValue,
  errors: [],
  summary:
    'Forgot password by e-mail (§3, §4). The answer is the same whether or not the account and address match, so accounts cannot be discovered.',
  methodNote: 'One reading says a form post; we send JSON like every other call.',
});

const passwordVerificationCall = defineCall({
  name: 'memberPasswordVerification',
  method: 'POST',
  path: '/wps/member/password/verification',
  token: false,
  encrypted: true,
  request: z.strictObject({
    newPassword: secret(1, 128),
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: text(1, 255),
  }),
  response: loginValueSchema,
  errors: [
    ...encryptionErrors,
    'SMS_CODE_INVALID',
    'SMS_CODE_EXPIRED',
    'SMS_RATE_LIMITED',
    'PASSWORD_WEAK',
    'NOT_A_MEMBER',
    'SELF_EXCLUDED',
  ],
  summary:
    'Set a new password with an SMS code (§3 Forgot by phone); the member is logged in (§4 auto-login).',
});

/** The one-time code of a reset link: 256 random bits in base64url (43 characters). */
export const passwordResetCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'a reset code from the e-mail link');

const passwordResetCall = defineCall({
  name: 'memberPasswordReset',
  method: 'POST',
  path: '/wps/member/password/reset',
  token: false,
  encrypted: true,
  request: z.strictObject({
    /** From the link memberPasswordEmail put in the e-mail (in the URL fragment, never sent to a server by the browser). */
    code: passwordResetCodeSchema,
    newPassword: secret(1, 128),
    confirmNewPassword: secret(1, 128),
  }),
  response: noValue,
  errors: [
    ...encryptionErrors,
    'RESET_LINK_INVALID',
    'RESET_LINK_EXPIRED',
    'PASSWORD_MISMATCH',
    'PASSWORD_WEAK',
  ],
  summary:
    'Finish a forgot-password-by-e-mail (§3, §4): set a new password with the single-use code of the e-mailed link. Every session of the member ends; the member logs in with the new password. An unknown, used or superseded code answers RESET_LINK_INVALID whatever account it was for.',
  methodNote:
    'Not in the spec, which stops at sending the e-mail; POST like the other password calls.',
});

const languageCall = defineCall({
  name: 'memberLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  token: true,
  encrypted: false,
  request: z.strictObject({ language: languageSchema }),
  response: noValue,
  errors: [...sessionErrors],
  summary: 'Store the member language (§4 Language change, §7.4 Language update).',
  methodNote: 'The spec gives only "language update: language"; PUT replaces one setting.',
});

const affiliateCall = defineCall({
  name: 'agentAffiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  token: false,
  encrypted: false,
  request: z.strictObject({ code: text(1, 64), domain: text(1, 253) }),
  response: z.object({ valid: z.boolean() }),
  errors: [],
  summary: 'Check an affiliate code for a domain before registration (§3 Affiliate check, §4).',
});

export const memberCalls = {
  memberInfo: infoCall,
  memberInfoIcon: iconCall,
  memberInfoIconUpdate: iconUpdateCall,
  memberRegister: registerCall,
  memberRegisterMobile: registerMobileCall,
  memberPassword: passwordCall,
  memberPasswordEmail: passwordEmailCall,
  memberPasswordVerification: passwordVerificationCall,
  memberPasswordReset: passwordResetCall,
  memberLanguage: languageCall,
  agentAffiliate: affiliateCall,
} as const;
