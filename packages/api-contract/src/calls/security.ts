import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors, encryptionErrors } from '../core/errors';
import {
  dialingCodeSchema,
  mobileNumSchema,
  noInput,
  noValue,
  rowIdSchema,
  secret,
  text,
} from '../core/fields';
import { timestampSchema } from '../core/wire';
import { messagingIds, sourcesOfIncome } from '../rules/profile';
import { codeSentSchema } from './verification';

/** The last logins the security centre lists (issue 14 item 2): when, from what and where. */
export const recentLoginsShown = 10;

const loginSchema = z.object({
  at: timestampSchema,
  /** A short description of the browser and system ("Chrome on Android"), or null when unknown. */
  device: z.string().max(128).nullable(),
  ip: z.string().max(64).nullable(),
  /** This very session. */
  current: z.boolean(),
});

export const memberSecuritySchema = z
  .object({
    /** A payment password protects withdrawals, bank accounts and point redemptions. */
    hasPaymentPassword: z.boolean(),
    /** The real name withdrawals are paid to; set with the first bank account, then fixed. */
    payeeName: z.string().max(100).nullable(),
    /** Masked, e.g. "•••• 5678"; null when the member has none. */
    mobile: z.string().max(32).nullable(),
    email: z.string().max(254).nullable(),
    /** The member proved they hold it with a code; false when there is none. */
    mobileVerified: z.boolean(),
    emailVerified: z.boolean(),
    lastLogins: z.array(loginSchema).max(recentLoginsShown),
  })
  .meta({ id: 'MemberSecurity' });
export type MemberSecurity = z.infer<typeof memberSecuritySchema>;

export const bankAccountSchema = z
  .object({
    id: z.number().int().positive(),
    holderName: z.string().max(100),
    bankName: z.string().max(100),
    /** Masked after saving: only the last 4 digits are ever sent back. */
    accountNumber: z.string().max(40),
    createdAt: timestampSchema,
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Digits, spaces and dashes as printed on a statement; 6 to 34 digits (IBAN's longest). */
export const bankAccountNumberSchema = text(6, 40).regex(
  /^(?=(?:\D*\d){6,34}\D*$)[0-9 -]+$/,
  'digits, spaces or dashes: 6 to 34 digits',
);

const securityCall = defineCall({
  name: 'memberSecurity',
  method: 'GET',
  path: '/wps/member/security',
  token: true,
  encrypted: false,
  request: noInput,
  response: memberSecuritySchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "The security centre's overview (§2.9 securityCenter, issue 14 item 2): whether a payment password is set, the payee name, masked contacts and the last logins with time, device and IP.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const paymentPasswordCall = defineCall({
  name: 'memberPaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  token: true,
  encrypted: true,
  request: z.strictObject({
    /**
     * Proves who sets the payment password: the login password the first time (so a borrowed
     * session cannot set one), the current payment password to change it.
     */
    currentPassword: secret(1, 128),
    newPaymentPassword: secret(6, 128),
    confirmNewPaymentPassword: secret(1, 128),
  }),
  response: noValue,
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'OLD_PASSWORD_WRONG',
    'PASSWORD_MISMATCH',
    'PASSWORD_WEAK',
  ],
  summary:
    'Set or change the payment password (§2.9, issue 14 item 2) that withdrawals, bank accounts and point redemptions ask for. The first time `currentPassword` is the login password, then the current payment password; wrong guesses are throttled like login. It must differ from the login password.',
  methodNote: 'Not in the spec; POST like the login password change.',
});

const bankAccountsCall = defineCall({
  name: 'memberBankAccounts',
  method: 'GET',
  path: '/wps/member/bankAccounts',
  token: true,
  encrypted: false,
  request: noInput,
  response: z.object({
    accounts: z.array(bankAccountSchema),
    /** How many the brand allows (brand.json memberCentre.maxBankAccounts). */
    max: z.number().int().min(1),
  }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary: "The member's bank accounts for withdrawals, numbers masked (issue 14 item 2).",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const bankAccountAddCall = defineCall({
  name: 'memberBankAccountAdd',
  method: 'PUT',
  path: '/wps/member/bankAccounts',
  token: true,
  encrypted: true,
  request: z.strictObject({
    holderName: text(1, 100),
    bankName: text(1, 100),
    accountNumber: bankAccountNumberSchema,
    paymentPassword: secret(1, 128),
  }),
  response: bankAccountSchema,
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_WRONG',
    'BANK_ACCOUNT_LIMIT',
    'BANK_ACCOUNT_DUPLICATE',
    'HOLDER_NAME_MISMATCH',
  ],
  summary:
    "Add a bank account for withdrawals (issue 14 item 2), with the payment password. The holder must be the member's payee name: the first account sets it when the member has none, and later accounts must match it (withdrawals go only to the member's own name). At most the brand's maximum; the same number twice is refused.",
  methodNote: 'Not in the spec; PUT adds, like registration.',
});

const bankAccountRemoveCall = defineCall({
  name: 'memberBankAccountRemove',
  method: 'POST',
  path: '/wps/member/bankAccounts/remove',
  token: true,
  encrypted: true,
  request: z.strictObject({
    id: rowIdSchema,
    paymentPassword: secret(1, 128),
  }),
  response: noValue,
  errors: [
    ...sessionErrors,
    ...encryptionErrors,
    'REAL_ACCOUNT_REQUIRED',
    'PAYMENT_PASSWORD_NOT_SET',
    'PAYMENT_PASSWORD_WRONG',
    'NOT_FOUND',
  ],
  summary:
    "Remove one of the member's bank accounts, with the payment password (issue 14 item 2). Another member's account answers NOT_FOUND, like one that does not exist.",
  methodNote: 'Not in the spec; POST because an encrypted body carries the payment password.',
});

const profileFields = {
  nickname: text(0, 64).nullable(),
  /** ISO 8601 date. */
  birthday: z.iso.date().nullable(),
  /** ISO 3166-1 alpha-2. */
  nationality: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code')
    .nullable(),
  placeOfBirth: text(0, 100).nullable(),
  occupation: text(0, 64).nullable(),
  sourceOfIncome: z.enum(sourcesOfIncome).nullable(),
  messaging: z.partialRecord(z.enum(messagingIds), text(0, 64).nullable()),
};

export const memberProfileSchema = z
  .object({
    account: z.string().max(64),
    /** Fixed once set (the name withdrawals are paid to); null until the member gives it. */
    payeeName: z.string().max(100).nullable(),
    /** Read here; changing a contact needs its verification code (memberContact…Verify). */
    email: z.string().max(254).nullable(),
    /** For display, e.g. "+81 9012345678". */
    mobile: z.string().max(32).nullable(),
    /** The mobile's parts, as the contact calls take them; null when the member has none. */
    mobileNum: z.string().max(32).nullable(),
    countryDialingCode: z.string().max(8).nullable(),
    /** The member proved they hold the contact with a code; false when there is none. */
    emailVerified: z.boolean(),
    mobileVerified: z.boolean(),
    ...profileFields,
    /** The messaging IDs this brand shows, in its order. */
    messagingShown: z.array(z.enum(messagingIds)),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const profileCall = defineCall({
  name: 'memberProfile',
  method: 'GET',
  path: '/wps/member/profile',
  token: true,
  encrypted: false,
  request: noInput,
  response: memberProfileSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    "The member's profile in the security centre (§2.9 securityCenter, §5 labels: payee name, e-mail, mobile, birthday, nationality, place of birth, occupation, source of income, messaging IDs), with the messaging IDs the brand shows.",
  methodNote: 'Not in the spec; GET, it only reads.',
});

const profileUpdateCall = defineCall({
  name: 'memberProfileUpdate',
  method: 'PUT',
  path: '/wps/member/profile',
  token: true,
  encrypted: false,
  request: z
    .strictObject(profileFields)
    .partial()
    /** Accepted only while the member has none (then fixed). */
    .extend({ payeeName: text(1, 100).optional() }),
  response: memberProfileSchema,
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED', 'FIELD_RULE_FAILED'],
  summary:
    'Change the profile: only the fields sent change, null clears one. A birthday must make the member at least 18 and not lie in the future; a messaging ID the brand does not show and a payee name that is already set answer FIELD_RULE_FAILED naming the field.',
  methodNote: 'Not in the spec; PUT replaces the fields it names.',
});

/** An e-mail address as a person types it; stored as typed, compared without case. */
const emailSchema = text(3, 254).pipe(z.email('an e-mail address'));
/** The 6 digits the code message carries (spaces around are forgiven). */
const codeSchema = text(1, 32);

const contactErrors = [...sessionErrors, 'REAL_ACCOUNT_REQUIRED', 'SMS_RATE_LIMITED'] as const;
/**
 * The login password, needed to replace a verified contact: a verified contact receives payment
 * password reset codes, so a borrowed session must not be able to swap in its own address and
 * then reset the payment password (and with it add a bank account and withdraw).
 */
const replacePasswordField = secret(1, 128).optional();

const codeErrors = [
  ...sessionErrors,
  'REAL_ACCOUNT_REQUIRED',
  'SMS_RATE_LIMITED',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
] as const;

const emailCodeCall = defineCall({
  name: 'memberContactEmailCode',
  method: 'POST',
  path: '/wps/member/contact/email/code',
  token: true,
  encrypted: false,
  request: z.strictObject({ email: emailSchema }),
  response: codeSentSchema,
  errors: [...contactErrors],
  summary:
    "Send a verification code to the member's e-mail, or to a new one they want instead (issue 14 item 2). Limited like the SMS codes (§8: 3 per address per 5 minutes, SMS_RATE_LIMITED with retryAfterSeconds). The answer is the same whether or not another member has the address (issue 13 item 2).",
  methodNote: 'Not in the spec; POST like the SMS-code requests.',
});

const emailVerifyCall = defineCall({
  name: 'memberContactEmailVerify',
  method: 'POST',
  path: '/wps/member/contact/email/verify',
  token: true,
  encrypted: true,
  request: z.strictObject({
    email: emailSchema,
    verificationCode: codeSchema,
    password: replacePasswordField,
  }),
  response: memberProfileSchema,
  errors: [...codeErrors, ...encryptionErrors, 'EMAIL_TAKEN', 'OLD_PASSWORD_WRONG'],
  summary:
    "Confirm the e-mail with the code memberContactEmailCode sent: it becomes the member's e-mail (when new) and is marked verified; the old one stays until then. Replacing a verified e-mail also needs the login password (OLD_PASSWORD_WRONG naming `password` when missing or wrong). Wrong codes count toward the code limits (§8). EMAIL_TAKEN only after a right code, when another member of the brand has the address.",
  methodNote: 'Not in the spec; POST like the SMS-code checks.',
});

const mobileCodeCall = defineCall({
  name: 'memberContactMobileCode',
  method: 'POST',
  path: '/wps/member/contact/mobile/code',
  token: true,
  encrypted: false,
  request: z.strictObject({ mobileNum: mobileNumSchema, countryDialingCode: dialingCodeSchema }),
  response: codeSentSchema,
  errors: [...contactErrors, 'PHONE_INVALID'],
  summary:
    "Send an SMS code to the member's mobile, or to a new one they want instead (issue 14 item 2). Limited like the other SMS codes (§8); the same answer whether or not another member has the number (issue 13 item 2).",
  methodNote: 'Not in the spec; POST like the SMS-code requests.',
});

const mobileVerifyCall = defineCall({
  name: 'memberContactMobileVerify',
  method: 'POST',
  path: '/wps/member/contact/mobile/verify',
  token: true,
  encrypted: true,
  request: z.strictObject({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: codeSchema,
    password: replacePasswordField,
  }),
  response: memberProfileSchema,
  errors: [...codeErrors, ...encryptionErrors, 'MOBILE_TAKEN', 'OLD_PASSWORD_WRONG'],
  summary:
    "Confirm the mobile with the code memberContactMobileCode sent: it becomes the member's mobile (when new) and is marked verified; the old one stays until then. Replacing a verified mobile also needs the login password (OLD_PASSWORD_WRONG naming `password` when missing or wrong). MOBILE_TAKEN only after a right code, when another member of the brand has the number.",
  methodNote: 'Not in the spec; POST like the SMS-code checks.',
});

/** Where the payment password reset code goes: the member's verified mobile or e-mail. */
export const resetChannels = ['mobile', 'email'] as const;
export type ResetChannel = (typeof resetChannels)[number];

const paymentPasswordCodeCall = defineCall({
  name: 'memberPaymentPasswordCode',
  method: 'POST',
  path: '/wps/member/paymentPassword/code',
  token: true,
  encrypted: false,
  request: z.strictObject({ channel: z.enum(resetChannels) }),
  response: codeSentSchema,
  errors: [...contactErrors, 'CONTACT_NOT_VERIFIED'],
  summary:
    "Forgot payment password (issue 14 item 2): send a code to the member's verified mobile or e-mail. A contact that is missing or not verified answers CONTACT_NOT_VERIFIED naming `channel`. Limited like the SMS codes (§8).",
  methodNote: 'Not in the spec; POST like the SMS-code requests.',
});

const paymentPasswordResetCall = defineCall({
  name: 'memberPaymentPasswordReset',
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  token: true,
  encrypted: true,
  request: z.strictObject({
    channel: z.enum(resetChannels),
    verificationCode: codeSchema,
    newPaymentPassword: secret(6, 128),
    confirmNewPaymentPassword: secret(1, 128),
  }),
  response: noValue,
  errors: [
    ...codeErrors,
    ...encryptionErrors,
    'CONTACT_NOT_VERIFIED',
    'PASSWORD_MISMATCH',
    'PASSWORD_WEAK',
  ],
  summary:
    'Set a new payment password with the code memberPaymentPasswordCode sent (issue 14 item 2). Wrong codes count toward the code limits (§8); the new one must differ from the login password.',
  methodNote: 'Not in the spec; POST like the payment password change.',
});

export const securityCalls = {
  memberProfile: profileCall,
  memberProfileUpdate: profileUpdateCall,
  memberSecurity: securityCall,
  memberPaymentPassword: paymentPasswordCall,
  memberBankAccounts: bankAccountsCall,
  memberBankAccountAdd: bankAccountAddCall,
  memberBankAccountRemove: bankAccountRemoveCall,
  memberContactEmailCode: emailCodeCall,
  memberContactEmailVerify: emailVerifyCall,
  memberContactMobileCode: mobileCodeCall,
  memberContactMobileVerify: mobileVerifyCall,
  memberPaymentPasswordCode: paymentPasswordCodeCall,
  memberPaymentPasswordReset: paymentPasswordResetCall,
} as const;
