import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { calls, catalogueAmountMinor } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth } from '../../http/registerCall';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import { throttleRules } from '../auth/throttle';
import { checkSmsCode } from '../verification/checkCode';
import { fullMobile } from '../verification/smsCodes';
import { toLedgerMember } from '../wallet/index';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { personOf } from '../responsible-gambling/repository';
import { sessionClient } from './device';
import { startSession } from './service';

/**
 * Free-play money put in a new trial wallet (§4 Free play), as a catalogue amount (2,000.00) in
 * the merchant's currency: 2,000.00 in EUR, ¥200,000 in JPY (api-contract `catalogueScale`).
 */
export function trialFundingMinor(minorUnits: number): bigint {
  return catalogueAmountMinor(200_000n, minorUnits);
}
/** Hand-off codes live 60 seconds and work once. */
export const handoffTtlMs = 60_000;

async function sessionCalls(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  registerCall(app, calls.sessionLogin, async ({ merchant, input, location, request }) => {
    const sms = input.type === 'sms';
    const subject = sms
      ? `sms:${fullMobile(input.countryDialingCode ?? '', input.username)}`
      : input.username.toLowerCase();
    const accountKey = `login:account:${merchant.id}:${subject}`;
    const ipKey = `login:ip:${location.ip}`;
    const pairKey = `login:pair:${merchant.id}:${subject}:${location.ip}`;
    const { loginAccount, loginIp, captchaAfter } = throttleRules;

    // ARCHITECTURE "Sessions": throttling runs before hashing. Each attempt is reserved in the
    // account and IP windows first; the upsert returns the new count atomically, so a parallel
    // flood finds the captcha demanded after `captchaAfter` attempts and sends argon2 no more than
    // that plus one per solved (single-use) captcha.
    const [accountAttempts, ipAttempts] = await Promise.all([
      repos.throttle.hit(accountKey, loginAccount),
      repos.throttle.hit(ipKey, loginIp),
    ]);
    const release = () =>
      Promise.all([
        repos.throttle.release(accountKey, loginAccount),
        repos.throttle.release(ipKey, loginIp),
      ]);
    const priorFailures = accountAttempts - 1;
    // Issue 13: past the limits the attacker is challenged, never the owner refused. Failures of
    // the account (§4: from 3) or many failures from one address (an office, a carrier's NAT: a
    // refusal there locked out everyone behind it) demand the captcha; whoever solves it has the
    // password checked. By code (sms) the code is the challenge, limited in checkSmsCode.
    const challenged = priorFailures >= captchaAfter || ipAttempts > loginIp.limit;

    // The reserved attempt stays counted: it is a failure. §4 login flow: on failure with a
    // captcha flag the captcha field appears.
    const fail = (
      code: 'INVALID_CREDENTIALS' | 'CAPTCHA_INVALID' | 'SMS_CODE_INVALID' | 'SMS_CODE_EXPIRED',
      message: string,
    ) =>
      new PlatformError(code, message, {
        captchaRequired: accountAttempts >= captchaAfter || ipAttempts >= loginIp.limit,
      });

    if (!sms && challenged && (!input.captcha || !input.captchaId)) {
      await release();
      throw new PlatformError('CAPTCHA_REQUIRED', 'Please enter the captcha.', {
        captchaRequired: true,
      });
    }
    // Issue 13 item 3: a password about to be checked first waits the growing delay of its
    // account+address pair (the same for an unknown account). It is refused before the captcha is
    // used up, so the player keeps the captcha they typed; the waiting attempt is no failure. A
    // code (sms) has its own limits: 5 tries, then per mobile and per IP (checkSmsCode).
    const wait = sms ? 0 : await repos.throttle.takePairAttempt(pairKey);
    if (wait > 0) {
      await release();
      throw new PlatformError('LOGIN_DELAYED', 'Too many failed attempts. Please wait.', {
        retryAfterSeconds: wait,
        captchaRequired: challenged,
      });
    }
    if (!sms && challenged) {
      if (
        !(await repos.captchas.consume(merchant.id, input.captchaId ?? '', input.captcha ?? ''))
      ) {
        throw fail('CAPTCHA_INVALID', 'The captcha is not right.');
      }
    }

    let member: Member | undefined;
    if (sms) {
      if (!merchant.whitelabel.MOBILEVERCODELOGIN3) {
        throw new PlatformError('FORBIDDEN', 'Login by SMS code is not enabled.');
      }
      const dialing = input.countryDialingCode;
      if (!dialing || !/^\d{8,11}$/.test(input.username)) {
        throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.', {
          fields: [
            {
              field: dialing ? 'username' : 'countryDialingCode',
              message: dialing ? '8 to 11 digits' : 'required',
            },
          ],
        });
      }
      const check = await checkSmsCode(app, {
        merchantId: merchant.id,
        ip: location.ip,
        dialingCode: dialing,
        mobile: input.username,
        purpose: 'login',
        code: input.password,
      });
      if (check === 'expired')
        throw fail('SMS_CODE_EXPIRED', 'The code has expired. Please send a new one.');
      if (check !== 'ok') throw fail('SMS_CODE_INVALID', 'The code is not right.');
      member = await repos.members.byMobile(merchant.id, input.username);
      if (!member || member.countryDialingCode !== dialing) {
        throw fail('INVALID_CREDENTIALS', 'Wrong username or password.');
      }
    } else {
      member = await repos.members.byAccount(merchant.id, input.username);
      // An unknown account costs one hash too, so timing does not reveal which accounts exist.
      const ok = member
        ? await verifyPassword(member.passwordHash, input.password)
        : (await verifyAgainstDummy(input.password), false);
      if (!member || !ok) throw fail('INVALID_CREDENTIALS', 'Wrong username or password.');
    }
    // §6: trial accounts log in only through free play.
    if (member.type === 4) throw new PlatformError('NOT_A_MEMBER', 'This account cannot log in.');
    if (member.disabled)
      throw new PlatformError('ACCOUNT_LOCKED', 'This account is locked. Please contact support.');
    // A success is not a failure: the account window starts again and the IP attempt is returned.
    await Promise.all([
      repos.throttle.clear(accountKey),
      repos.throttle.clear(pairKey),
      repos.throttle.release(ipKey, loginIp),
    ]);
    return startSession(app, merchant, member, sessionClient(location, request));
  });

  registerCall(app, calls.sessionLoginFreePlay, async ({ merchant, location, request }) => {
    // §4 free play is offered only when the merchant allows it.
    if (!merchant.freePlayEnabled)
      throw new PlatformError('FREE_PLAY_DISABLED', 'Free play is not available.');
    const rule = throttleRules.register;
    if ((await repos.throttle.hit(`freeplay:${location.ip}`, rule)) > rule.limit) {
      throw new PlatformError('RATE_LIMITED', 'Too many trial accounts from this address.', {
        retryAfterSeconds: repos.throttle.retryAfter(rule),
      });
    }
    // A trial account never logs in with a password: '!' is not an argon2 hash, so none matches.
    const member = await repos.members.create({
      merchantId: merchant.id,
      account: `trial${randomBytes(6).toString('hex')}`,
      passwordHash: '!',
      type: 4,
      language: merchant.defaultLanguage,
      firstTimeLogin: false,
    });
    // §4 free play: the trial wallet is funded from the trial house account (ledger module).
    const { ledger } = app;
    const { minorUnits } = await ledger.settings(merchant.id);
    await ledger.fundTrial(toLedgerMember(member), trialFundingMinor(minorUnits));
    const value = await startSession(app, merchant, member, sessionClient(location, request));
    return {
      token: value.token,
      member: { id: String(member.id), account: member.account, type: member.type },
    };
  });

  registerCall(app, calls.sessionLogout, async (ctx) => {
    await repos.sessions.revoke(requireAuth(ctx).session.id);
    return null;
  });

  registerCall(app, calls.sessionHandoff, async (ctx) => {
    const { session } = requireAuth(ctx);
    const code = await repos.sessions.createHandoff(session.id, ctx.merchant.id, handoffTtlMs);
    return { code, expiresAt: new Date(Date.now() + handoffTtlMs).toISOString() };
  });

  registerCall(
    app,
    calls.sessionHandoffExchange,
    async ({ merchant, input, location, request }) => {
      const invalid = new PlatformError(
        'HANDOFF_INVALID',
        'This link has expired. Please log in again.',
      );
      const sessionId = await repos.sessions.redeemHandoff(input.code, merchant.id);
      if (sessionId === undefined) throw invalid;
      const origin = await repos.sessions.byId(sessionId);
      if (!origin || origin.revokedAt !== null || origin.expiresAt.getTime() <= Date.now())
        throw invalid;
      // A session opened before the exclusion is revoked with it; checked again all the same.
      const owner = await repos.members.byId(origin.memberId);
      if (!owner) throw invalid;
      if (owner.type !== 4) await refuseExcluded(app, personOf(owner));
      // The original token is stored only hashed, so the code opens a new session of the same member.
      const { token } = await repos.sessions.create({
        memberId: origin.memberId,
        merchantId: merchant.id,
        kind: origin.kind,
        ttlMs: Math.max(1000, origin.expiresAt.getTime() - Date.now()),
        startedAt: origin.createdAt,
        ...sessionClient(location, request),
      });
      return { token };
    },
  );
}

export const sessionRoutes = fp(sessionCalls, {
  name: 'session-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors'],
});
