import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../http/errors';
import { throttleRules } from '../auth/throttle';
import { fullMobile } from './smsCodes';
import type { SmsCheck, SmsPurpose } from './smsCodes';

/**
 * Checks a one-time code, rate-limited per subject and per IP before the code is looked at
 * (§8 "too many requests (retry after 5 minutes)"; issue 13: the checking calls had no limit).
 * Every call that takes a code goes through here: login by code, forgot by phone, registration,
 * and the security centre's contact and payment password codes (issue 14 item 2).
 * Each code also dies after its own 5 tries (smsCodes.verify); this bounds the tries across codes
 * and across numbers, so neither a fresh code nor a new number gives an attacker a fresh budget.
 * `limitKey` names what the per-subject limit counts: a mobile, or a member (whose codes go to
 * several addresses, so a new address is no fresh budget either).
 */
export async function checkCode(
  app: FastifyInstance,
  check: {
    merchantId: number;
    ip: string;
    limitKey: string;
    subject: string;
    purpose: SmsPurpose;
    code: string;
  },
): Promise<SmsCheck> {
  const { throttle, smsCodes } = app.repos;
  const perSubject = throttleRules.codeCheckMobile;
  const perIp = throttleRules.codeCheckIp;
  const [subjectCount, ipCount] = await Promise.all([
    throttle.hit(`code:${check.limitKey}`, perSubject),
    throttle.hit(`code:ip:${check.ip}`, perIp),
  ]);
  if (subjectCount > perSubject.limit || ipCount > perIp.limit) {
    throw new PlatformError('SMS_RATE_LIMITED', 'Too many tries. Please try again in 5 minutes.', {
      retryAfterSeconds: throttle.retryAfter(subjectCount > perSubject.limit ? perSubject : perIp),
    });
  }
  return smsCodes.verify(check.merchantId, check.subject, check.purpose, check.code);
}

/** `checkCode` for a code sent to a mobile number (login, forgot by phone, registration). */
export async function checkSmsCode(
  app: FastifyInstance,
  check: {
    merchantId: number;
    ip: string;
    dialingCode: string;
    mobile: string;
    purpose: SmsPurpose;
    code: string;
  },
): Promise<SmsCheck> {
  const full = fullMobile(check.dialingCode, check.mobile);
  return checkCode(app, {
    merchantId: check.merchantId,
    ip: check.ip,
    limitKey: `mobile:${check.merchantId}:${full}`,
    subject: full,
    purpose: check.purpose,
    code: check.code,
  });
}

/** The SMS_CODE_* error of a check that failed; nothing when it passed. */
export function refuseFailedCheck(check: SmsCheck, field = 'verificationCode'): void {
  if (check === 'expired') {
    throw new PlatformError('SMS_CODE_EXPIRED', 'The code has expired. Please send a new one.', {
      fields: [{ field, message: 'expired' }],
    });
  }
  if (check !== 'ok') {
    throw new PlatformError('SMS_CODE_INVALID', 'The code is not right.', {
      fields: [{ field, message: 'not right' }],
    });
  }
}
