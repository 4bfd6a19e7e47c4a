import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { throttleRules } from '../auth/throttle';
import { fullMobile, smsExpiredMinutes } from './smsCodes';
import type { SmsPurpose } from './smsCodes';

/**
 * Sends a code through the outbox. §8 "too many requests (retry after 5 minutes)": at most 3 codes
 * per mobile per 5 minutes, and a bound per IP so one client cannot spray many numbers.
 */
export async function sendSmsCode(
  app: FastifyInstance,
  merchant: Merchant,
  ip: string,
  dialingCode: string,
  mobile: string,
  purpose: SmsPurpose,
): Promise<{ expiredMinutes: number }> {
  const { throttle } = app.repos;
  const full = fullMobile(dialingCode, mobile);
  const perMobile = throttleRules.smsMobile;
  const perIp = throttleRules.smsIp;
  const [mobileCount, ipCount] = await Promise.all([
    throttle.hit(`sms:mobile:${merchant.id}:${full}`, perMobile),
    throttle.hit(`sms:ip:${ip}`, perIp),
  ]);
  if (mobileCount > perMobile.limit || ipCount > perIp.limit) {
    throw new PlatformError(
      'SMS_RATE_LIMITED',
      'Too many requests. Please try again in 5 minutes.',
      {
        retryAfterSeconds: throttle.retryAfter(mobileCount > perMobile.limit ? perMobile : perIp),
      },
    );
  }
  const code = await app.repos.smsCodes.issue(merchant.id, full, purpose);
  await app.repos.outbox.send({
    merchantId: merchant.id,
    channel: 'sms',
    to: `+${dialingCode}${mobile}`,
    body: `${merchant.name}: your verification code is ${code}. It expires in ${smsExpiredMinutes} minutes.`,
  });
  return { expiredMinutes: smsExpiredMinutes };
}

async function verificationCalls(app: FastifyInstance): Promise<void> {
  // Login and password reset by phone share the no-login code; an unknown mobile gets a code sent
  // nowhere useful but the same answer, so the call does not reveal which numbers are members.
  registerCall(app, calls.verificationSmsNoLogin, async ({ merchant, input, location }) => {
    const member = await app.repos.members.byMobile(merchant.id, input.mobileNum);
    const purpose: SmsPurpose = 'login';
    if (!member || member.countryDialingCode !== input.countryDialingCode) {
      // Still counts against the throttle, without sending anything.
      const rule = throttleRules.smsMobile;
      const count = await app.repos.throttle.hit(
        `sms:mobile:${merchant.id}:${fullMobile(input.countryDialingCode, input.mobileNum)}`,
        rule,
      );
      if (count > rule.limit) {
        throw new PlatformError(
          'SMS_RATE_LIMITED',
          'Too many requests. Please try again in 5 minutes.',
          {
            retryAfterSeconds: app.repos.throttle.retryAfter(rule),
          },
        );
      }
      return { expiredMinutes: smsExpiredMinutes };
    }
    return sendSmsCode(
      app,
      merchant,
      location.ip,
      input.countryDialingCode,
      input.mobileNum,
      purpose,
    );
  });

  registerCall(app, calls.verificationSmsRegister, async ({ merchant, input, location }) => {
    const taken = await app.repos.members.byMobile(merchant.id, input.mobileNo);
    if (taken) throw new PlatformError('MOBILE_TAKEN', 'This mobile number is already registered.');
    return sendSmsCode(
      app,
      merchant,
      location.ip,
      input.countryDialingCode,
      input.mobileNo,
      'register',
    );
  });
}

export const verificationRoutes = fp(verificationCalls, {
  name: 'verification-routes',
  dependencies: ['repos', 'errors'],
});
