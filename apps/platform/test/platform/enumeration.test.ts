import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { throttleRules } from '../../src/modules/auth/throttle';
import { call, encrypted, seedMember, testPlatform, uniqueName } from './helpers';
import type { Answer } from './helpers';

// Issue 13 item 2 (ASVS 2.2, 6.3.8-style): every call that takes an identifier answers the same,
// counts against the same limits and takes indistinguishable time for an existing account and an
// unknown one. Before: the registration code answered MOBILE_TAKEN at once, the login code counted
// only registered numbers against the per-IP limit and answered an unknown one about twice as
// fast, and forgot-by-e-mail did work only for a real account.

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('enumeration');
});
afterAll(async () => {
  await app.close();
});

let sequence = 0;
function newMobile(): string {
  sequence += 1;
  return `60${String(Date.now()).slice(-5)}${String(sequence).padStart(3, '0')}`;
}
let ipSequence = 0;
function newIp(): string {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

/**
 * The stated bound: over SAMPLES interleaved pairs, the medians of the two answer times differ by
 * at most a third of the slower median, or 3 ms, whichever is larger. Interleaving makes the load of a
 * busy machine fall on both sides alike; the median ignores its spikes.
 */
const SAMPLES = 40;
function expectIndistinguishable(known: number[], unknown: number[]): void {
  // SAMPLES is even: the mean of the two middle values.
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.slice(sorted.length / 2 - 1, sorted.length / 2 + 1);
    return middle.reduce((sum, value) => sum + value, 0) / middle.length;
  };
  const a = median(known);
  const b = median(unknown);
  const bound = Math.max(3, Math.max(a, b) / 3);
  console.info(
    `median ${a.toFixed(2)} ms (existing) vs ${b.toFixed(2)} ms (unknown); bound ${bound.toFixed(2)} ms`,
  );
  expect(Math.abs(a - b)).toBeLessThanOrEqual(bound);
}

async function timed(send: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const start = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - start };
}

/**
 * Prepares every request first (seeding a member hashes a password, which would disturb the
 * clock), then sends SAMPLES interleaved pairs and checks the answers are equal and the times close.
 */
async function compare(
  existing: (n: number) => Promise<() => Promise<Answer>>,
  unknown: (n: number) => Promise<() => Promise<Answer>>,
): Promise<void> {
  const pairs: Array<[() => Promise<Answer>, () => Promise<Answer>]> = [];
  for (let n = 0; n <= SAMPLES; n += 1) pairs.push([await existing(n), await unknown(n)]);
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (const [n, [sendExisting, sendUnknown]] of pairs.entries()) {
    const first = n % 2 === 0 ? 'existing' : 'unknown';
    const answers: Partial<Record<'existing' | 'unknown', Answer>> = {};
    for (const side of [first, first === 'existing' ? 'unknown' : 'existing'] as const) {
      const { answer, ms } = await timed(side === 'existing' ? sendExisting : sendUnknown);
      answers[side] = answer;
      // The first pair warms the route up and is not timed.
      if (n > 0) times[side].push(ms);
    }
    expect(answers.existing?.status).toBe(answers.unknown?.status);
    expect(answers.existing?.json).toEqual(answers.unknown?.json);
  }
  expectIndistinguishable(times.existing, times.unknown);
}

async function memberWithMobile() {
  const mobile = newMobile();
  await seedMember(app, 'ALPHA01', {
    mobile,
    countryDialingCode: '81',
    email: `${mobile}@example.com`,
  });
  return mobile;
}

describe('the same answer, limits and timing for existing and unknown accounts (issue 13 item 2)', () => {
  it('§4 login code (forgot by phone too): same answer and timing', async () => {
    await compare(
      async () => {
        const mobile = await memberWithMobile();
        return () =>
          call(app, 'POST', '/wps/verification/sms/noLogin', {
            ip: newIp(),
            body: { mobileNum: mobile, countryDialingCode: '81' },
          });
      },
      async () => {
        const mobile = newMobile();
        return () =>
          call(app, 'POST', '/wps/verification/sms/noLogin', {
            ip: newIp(),
            body: { mobileNum: mobile, countryDialingCode: '81' },
          });
      },
    );
  });

  it('§8 login code: an unknown number counts against the per-IP limit like a registered one', async () => {
    const ip = newIp();
    for (let n = 0; n < throttleRules.smsIp.limit; n += 1) {
      const answer = await call(app, 'POST', '/wps/verification/sms/noLogin', {
        ip,
        body: { mobileNum: newMobile(), countryDialingCode: '81' },
      });
      expect(answer.status).toBe(200);
    }
    const registered = await memberWithMobile();
    for (const mobile of [registered, newMobile()]) {
      const answer = await call(app, 'POST', '/wps/verification/sms/noLogin', {
        ip,
        body: { mobileNum: mobile, countryDialingCode: '81' },
      });
      expect(answer.json.errorCode).toBe('SMS_RATE_LIMITED');
    }
  });

  it('§4 registration code: a registered number gets the same answer and timing as a new one', async () => {
    await compare(
      async () => {
        const mobile = await memberWithMobile();
        return () =>
          call(app, 'POST', '/wps/verification/sms/register', {
            ip: newIp(),
            body: { mobileNo: mobile, countryDialingCode: '81' },
          });
      },
      async () => {
        const mobile = newMobile();
        return () =>
          call(app, 'POST', '/wps/verification/sms/register', {
            ip: newIp(),
            body: { mobileNo: mobile, countryDialingCode: '81' },
          });
      },
    );
  });

  it('§4 forgot by e-mail: same answer and timing', async () => {
    await compare(
      async () => {
        const member = await seedMember(app, 'ALPHA01', { email: `${uniqueName()}@example.com` });
        return () =>
          call(app, 'POST', '/wps/member/password/email', {
            ip: newIp(),
            body: { username: member.account, email: member.email ?? '' },
          });
      },
      async () => {
        const name = uniqueName('ghost');
        return () =>
          call(app, 'POST', '/wps/member/password/email', {
            ip: newIp(),
            body: { username: name, email: `${name}@example.com` },
          });
      },
    );
  });

  it('§4 login: a wrong password for an existing account and any password for an unknown one answer alike, in alike time', async () => {
    await compare(
      async () => {
        const member = await seedMember(app, 'ALPHA01');
        const body = await encrypted(app, {
          username: member.account,
          password: 'not-the-password',
          type: 'username',
        });
        return () => call(app, 'POST', '/wps/session/login', { ip: newIp(), body });
      },
      async () => {
        const body = await encrypted(app, {
          username: uniqueName('ghost'),
          password: 'not-the-password',
          type: 'username',
        });
        return () => call(app, 'POST', '/wps/session/login', { ip: newIp(), body });
      },
    );
  });
});
