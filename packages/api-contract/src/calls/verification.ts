import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { dialingCodeSchema, humanVerificationTokenSchema, mobileNumSchema } from '../core/fields';

/** §3: the response carries expiredMinutes; the send button counts down expiredMinutes × 60 s (§4). */
export const codeSentSchema = z.object({ expiredMinutes: z.number().int().min(1).max(60) });

const smsErrors = ['SMS_RATE_LIMITED', 'PHONE_INVALID'] as const;

const noLoginCall = defineCall({
  name: 'verificationSmsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  token: false,
  encrypted: false,
  request: z.strictObject({
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    humanVerificationToken: humanVerificationTokenSchema,
  }),
  response: codeSentSchema,
  errors: [...smsErrors],
  summary:
    'Send a one-time SMS code for login or password reset by phone (§3 SMS-code request). Too many requests answer SMS_RATE_LIMITED with retryAfterSeconds (§8: retry after 5 minutes).',
});

const registerCall = defineCall({
  name: 'verificationSmsRegister',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: false,
  encrypted: false,
  request: z.strictObject({
    /** §3: registration uses mobileNo, not mobileNum. */
    mobileNo: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    humanVerificationToken: humanVerificationTokenSchema,
  }),
  response: codeSentSchema,
  errors: [...smsErrors],
  summary:
    'Send a registration SMS code (§3 SMS-code request, §4 Registration). A number that already has an account gets the same answer and a notice instead of a code (issue 13: no account enumeration); registration says MOBILE_TAKEN.',
});

export const verificationCalls = {
  verificationSmsNoLogin: noLoginCall,
  verificationSmsRegister: registerCall,
} as const;
