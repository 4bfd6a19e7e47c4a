import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../http/errors';
import { throttleRules } from '../auth/throttle';
import { fullMobile } from './smsCodes';
import type { SmsCheck, SmsPurpose } from './smsCodes';

/**
 * Checks a one-time SMS code, rate-limited per mobile and per IP before the code is looked at
 * (§8 "too many requests (retry after 5 minutes)"; issue 13: the checking calls had no limit).
 * Every call that takes a code goes through here: login by code, forgot by phone, registration.
 * Each code also dies after its own 5 tries (smsCodes.verify); this bounds the tries across codes
 * and across numbers, so neither a fresh code nor a new number gives an attacker a fresh budget.
 */
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
  const { throttle, smsCodes } = app.repos;
  const full = fullMobile(check.dialingCode, check.mobile);
  const perMobile = throttleRules.codeCheckMobile;
  const perIp = throttleRules.codeCheckIp;
  const [mobileCount, ipCount] = await Promise.all([
    throttle.hit(`code:mobile:${check.merchantId}:${full}`, perMobile),
    throttle.hit(`code:ip:${check.ip}`, perIp),
  ]);
  if (mobileCount > perMobile.limit || ipCount > perIp.limit) {
    throw new PlatformError('SMS_RATE_LIMITED', 'Too many tries. Please try again in 5 minutes.', {
      retryAfterSeconds: throttle.retryAfter(mobileCount > perMobile.limit ? perMobile : perIp),
    });
  }
  return smsCodes.verify(check.merchantId, full, check.purpose, check.code);
}
