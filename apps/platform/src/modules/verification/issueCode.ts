import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../http/errors';
import { throttleRules } from '../auth/throttle';
import type { SmsPurpose } from './smsCodes';

/**
 * Issues a one-time code after the send limits: §8 "too many requests (retry after 5 minutes)",
 * at most 3 codes per destination per 5 minutes, and a bound per IP so one client cannot spray
 * many destinations. Every code the platform sends (SMS for login and registration, the security
 * centre's contact and payment password codes) is issued here; the caller delivers it.
 * `limitKey` names the destination (`mobile:<merchant>:<dial>-<digits>`, `email:<merchant>:<address>`),
 * so every purpose shares one budget per phone or mailbox.
 */
export async function issueCode(
  app: FastifyInstance,
  request: {
    merchantId: number;
    ip: string;
    limitKey: string;
    subject: string;
    purpose: SmsPurpose;
  },
): Promise<string> {
  const { throttle } = app.repos;
  const perDestination = throttleRules.smsMobile;
  const perIp = throttleRules.smsIp;
  const [destinationCount, ipCount] = await Promise.all([
    throttle.hit(`sms:${request.limitKey}`, perDestination),
    throttle.hit(`sms:ip:${request.ip}`, perIp),
  ]);
  if (destinationCount > perDestination.limit || ipCount > perIp.limit) {
    throw new PlatformError(
      'SMS_RATE_LIMITED',
      'Too many requests. Please try again in 5 minutes.',
      {
        retryAfterSeconds: throttle.retryAfter(
          destinationCount > perDestination.limit ? perDestination : perIp,
        ),
      },
    );
  }
  return app.repos.smsCodes.issue(request.merchantId, request.subject, request.purpose);
}
