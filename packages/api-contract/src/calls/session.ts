import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { timestampSchema } from '../core/wire';
import {
  dialingCodeSchema,
  humanVerificationTokenSchema,
  noInput,
  noValue,
  secret,
  text,
} from '../core/fields';

export const memberIdSchema = z.string().min(1).max(64);

/** §3 "Login response value"; also the value of registration and password reset by phone. */
export const loginValueSchema = z
  .object({
    /** Opaque session token; sent bare in `Authorization`. */
    token: z.string().min(1).max(512),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** §4: the password is still the default one; the change-password popup opens. */
    mustChangePassword: z.boolean(),
    member: z.object({ id: memberIdSchema, account: z.string().max(64) }),
  })
  .meta({ id: 'LoginValue' });
export type LoginValue = z.infer<typeof loginValueSchema>;

export const loginTypes = ['username', 'sms'] as const;

const loginCall = defineCall({
  name: 'sessionLogin',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
  request: z.strictObject({
    /** The mobile number when type is sms (§3). */
    username: text(1, 64),
    /** The SMS code when type is sms (§3). Not trimmed: a space can be part of a password. */
    password: secret(1, 128),
    captcha: text(0, 16).optional(),
    captchaId: text(0, 128).optional(),
    type: z.enum(loginTypes),
    /** With type sms, the dialling code of the mobile number in `username`. */
    countryDialingCode: dialingCodeSchema.optional(),
    humanVerificationToken: humanVerificationTokenSchema,
  }),
  response: loginValueSchema,
  errors: [
    'INVALID_CREDENTIALS',
    'CAPTCHA_REQUIRED',
    'CAPTCHA_INVALID',
    'LOGIN_DELAYED',
    'ACCOUNT_LOCKED',
    'SELF_EXCLUDED',
    'NOT_A_MEMBER',
    'SMS_CODE_INVALID',
    'SMS_CODE_EXPIRED',
    'SMS_RATE_LIMITED',
    'ENCRYPTION_REQUIRED',
    'DECRYPTION_FAILED',
    'REQUEST_EXPIRED',
    'REQUEST_REPLAYED',
  ],
  summary:
    'Log in with username and password, or mobile and SMS code (§3 Login payload, §4 Login flow). A wrong password and an unknown account answer the same INVALID_CREDENTIALS.',
});

const freePlayCall = defineCall({
  name: 'sessionLoginFreePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  token: false,
  encrypted: false,
  request: z.strictObject({
    os: text(1, 32),
    platform: z.literal('W'),
    gatewayVersion: z.literal(3),
    humanVerificationToken: humanVerificationTokenSchema,
  }),
  response: z.object({
    token: z.string().min(1).max(512),
    /** A trial member: type 4 (§3). */
    member: z.object({
      id: memberIdSchema,
      account: z.string().max(64),
      type: z.number().int(),
    }),
  }),
  errors: ['FREE_PLAY_DISABLED'],
  summary: 'Start a free-play (trial) session (§3 Free-play payload, §4 Free play).',
});

const logoutCall = defineCall({
  name: 'sessionLogout',
  method: 'DELETE',
  path: '/wps/session/logout',
  token: true,
  encrypted: false,
  request: noInput,
  response: noValue,
  errors: [...sessionErrors],
  summary: 'Revoke the current session token on the server (§4 Session logout).',
});

const handoffCall = defineCall({
  name: 'sessionHandoff',
  method: 'POST',
  path: '/wps/session/handoff',
  token: true,
  encrypted: false,
  request: noInput,
  response: z.object({
    code: z.string().min(16).max(128),
    expiresAt: timestampSchema,
  }),
  errors: [...sessionErrors],
  summary:
    'Create a single-use, short-lived code that carries the session into a URL (§4 restores a session from the URL), so the token itself never appears in a URL, a log or a Referer.',
  methodNote: 'Not in the spec; it replaces the token-in-URL of §4. POST: it creates a code.',
});

const handoffExchangeCall = defineCall({
  name: 'sessionHandoffExchange',
  method: 'POST',
  path: '/wps/session/handoff/exchange',
  token: false,
  encrypted: false,
  request: z.strictObject({ code: text(16, 128) }),
  response: z.object({ token: z.string().min(1).max(512) }),
  errors: ['HANDOFF_INVALID', 'SELF_EXCLUDED'],
  summary:
    'Exchange a hand-off code for a session token; a code works once and expires quickly (§4).',
  methodNote: 'Not in the spec. POST: it consumes the code.',
});

export const sessionCalls = {
  sessionLogin: loginCall,
  sessionLoginFreePlay: freePlayCall,
  sessionLogout: logoutCall,
  sessionHandoff: handoffCall,
  sessionHandoffExchange: handoffExchangeCall,
} as const;
