import fp from 'fastify-plugin';
import { calls } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { memberTypes } from '../../db/schema/index';
import type { Merchant } from '../../db/schema/index';
import { registerCall } from '../../http/registerCall';
import { issueCode } from './issueCode';
import { fullMobile, smsExpiredMinutes } from './smsCodes';
import type { SmsPurpose } from './smsCodes';

/**
 * What the holder of the number gets: the code; a notice that someone tried to register their
 * number (they are a member already); or nothing (no member has the number, and a stranger's
 * phone is not sent codes they never asked for).
 */
type Delivery = 'code' | 'alreadyRegistered' | 'nothing';

/**
 * Issues a code (issueCode: §8 limits per mobile and per IP) and sends it through the outbox.
 * Issue 13 (ASVS 2.2, account enumeration): every delivery takes the same path, the same
 * limits and the same writes, so neither the answer, the limits nor the timing tell whether the
 * number belongs to a member. A code that is delivered nowhere is issued all the same and dies
 * unused.
 */
async function sendSmsCode(
  app: FastifyInstance,
  merchant: Merchant,
  ip: string,
  dialingCode: string,
  mobile: string,
  purpose: SmsPurpose,
  delivery: Delivery,
): Promise<{ expiredMinutes: number }> {
  const full = fullMobile(dialingCode, mobile);
  const code = await issueCode(app, {
    merchantId: merchant.id,
    ip,
    limitKey: `mobile:${merchant.id}:${full}`,
    subject: full,
    purpose,
  });
  const to = `+${dialingCode}${mobile}`;
  if (delivery === 'code') {
    await app.repos.outbox.send({
      merchantId: merchant.id,
      channel: 'sms',
      to,
      body: `${merchant.name}: your verification code is ${code}. It expires in ${smsExpiredMinutes} minutes.`,
    });
  } else if (delivery === 'alreadyRegistered') {
    // What the best sites do: the owner learns of the attempt, the asker learns nothing.
    await app.repos.outbox.send({
      merchantId: merchant.id,
      channel: 'sms',
      to,
      body: `${merchant.name}: someone tried to register a new account with this number, which already has one. If it was you, log in or use "Forgot password".`,
    });
  }
  return { expiredMinutes: smsExpiredMinutes };
}

async function verificationCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  // Login and password reset by phone share the no-login code (§4).
  registerCall(app, calls.verificationSmsNoLogin, async ({ merchant, input, location }) => {
    const member = await repos.members.byMobile(merchant.id, input.mobileNum);
    const known =
      member !== undefined &&
      member.countryDialingCode === input.countryDialingCode &&
      member.type !== memberTypes.trial;
    return sendSmsCode(
      app,
      merchant,
      location.ip,
      input.countryDialingCode,
      input.mobileNum,
      'login',
      known ? 'code' : 'nothing',
    );
  });

  // Issue 13: a registered number no longer answers MOBILE_TAKEN here (100 of 100 told who is a
  // member, unthrottled). Registration itself says the number is taken, after its captcha and
  // within its own limit per IP.
  registerCall(app, calls.verificationSmsRegister, async ({ merchant, input, location }) => {
    const taken = await repos.members.byMobile(merchant.id, input.mobileNo);
    return sendSmsCode(
      app,
      merchant,
      location.ip,
      input.countryDialingCode,
      input.mobileNo,
      'register',
      taken ? 'alreadyRegistered' : 'code',
    );
  });
}

export const verificationRoutes = fp(verificationCalls, {
  name: 'verification-routes',
  dependencies: ['repos', 'errors'],
});
