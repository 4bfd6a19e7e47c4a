import fp from 'fastify-plugin';
import {
  calls,
  passwordRuleOf,
  registerFieldNames,
  whitelabelFlagNames,
} from '@lobbykit/api-contract';
import type { FieldRule, PatternId, RegisterRules, WhitelabelFlag } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { throttleRules } from '../auth/throttle';
import { defaultRegistrationRules, defaultWhitelabel } from '../merchants/defaults';
import { countryDialingCodes } from './countries';
import { defaultHelp } from './helpContent';
import { effectiveStatus } from './region';

export function whitelabelOf(merchant: Merchant): Record<WhitelabelFlag, boolean> {
  const defaults = defaultWhitelabel();
  return Object.fromEntries(
    whitelabelFlagNames.map((name) => [name, merchant.whitelabel[name] ?? defaults[name]]),
  ) as Record<WhitelabelFlag, boolean>;
}

export function registerRulesOf(merchant: Merchant): RegisterRules {
  const defaults = defaultRegistrationRules();
  const fields = Object.fromEntries(
    registerFieldNames.map((name) => {
      const rule = merchant.registrationRules[name] ?? defaults[name];
      const value: FieldRule = rule
        ? { ...rule, patternId: rule.patternId as PatternId }
        : {
            enabled: false,
            required: false,
            minLength: 0,
            maxLength: 255,
            patternId: 'any',
            acceptedPattern: '*',
          };
      // ASVS 2.1.1, 2.1.2 over the brand's §5 bounds (passwordRuleOf): what the site shows and
      // checks is what the platform enforces.
      const isPassword = name === 'password' || name === 'confirmPassword';
      // Issue 13 item 2 (ASVS 2.2.1 anti-automation): registration must say that a name or a
      // mobile is taken, so it always asks the captcha, whatever the brand's rule. §5 makes the
      // captcha a brand option ("each shown only when enabled"); asking it only when the name is
      // taken would leak the same bit, so here safety wins over the spec and the field stays.
      if (name === 'captcha') return [name, { ...value, enabled: true, required: true }];
      return [name, isPassword ? passwordRuleOf(value) : value];
    }),
  ) as RegisterRules['fields'];
  const flags = whitelabelOf(merchant);
  const registrationTypes: RegisterRules['registrationTypes'] = [];
  if (flags.USERNAMEREG3 || flags.DIRECTREG3) registrationTypes.push('username');
  if (flags.MOBILENUMPASSREG3) registrationTypes.push('mobile');
  return { registrationTypes, fields };
}

const resourceTypes = ['EMAIL', 'YOUTUBE', 'TWITTER', 'BLOG', 'INSTAGRAM', 'LIVECHAT'] as const;
type ResourceType = (typeof resourceTypes)[number];

/**
 * §2.11 the maintenance page's two info lines: none of the platform's own. Lines fixed here would
 * be in one language whatever the visitor reads (issue 11 found English lines on the Japanese
 * page); without lines the site shows the §8 notice in the visitor's language.
 */
const maintenanceInfo: string[] = [];

async function systemCalls(app: FastifyInstance): Promise<void> {
  registerCall(app, calls.systemStatus, async ({ merchant, location }) => {
    // §4: 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence.
    const status = effectiveStatus(merchant, location);
    return { status, maintenance: { info: status === 1 ? maintenanceInfo : [] }, location };
  });

  registerCall(app, calls.systemDomainRoute, async ({ merchant, location, input }) => {
    const host = input.host.toLowerCase().replace(/:\d+$/, '');
    const status = effectiveStatus(merchant, location);
    const mainDomain = merchant.domains[0] ?? host;
    return {
      merchantCode: merchant.code,
      domainRoute: merchant.domains.includes(host) ? host : mainDomain,
      resources: merchant.resources.filter((r): r is { resourceType: ResourceType; url: string } =>
        (resourceTypes as readonly string[]).includes(r.resourceType),
      ),
      whitelabelVal: whitelabelOf(merchant),
      register: registerRulesOf(merchant),
      mainDomain,
      imageCDNs: app.config.imageCdns,
      launchGameCDNs: app.config.launchCdns,
      maintenance: { status, info: status === 1 ? maintenanceInfo : [] },
      regionRestricted: status === 2,
      location,
      publicSettings: merchant.publicSettings,
    };
  });

  registerCall(app, calls.systemWhitelabel, async ({ merchant }) => whitelabelOf(merchant));

  registerCall(app, calls.systemRegisterSetting, async ({ merchant }) => registerRulesOf(merchant));

  registerCall(app, calls.systemHelpCenter, async ({ merchant, input }) => {
    const own = merchant.helpContent?.[input.lang];
    return { topics: own ?? defaultHelp[input.lang] };
  });

  registerCall(app, calls.captcha, async ({ merchant, location }) => {
    // §9 captcha refresh at most once per second per client.
    const rule = throttleRules.captchaRefresh;
    const hits = await app.repos.throttle.hit(`captcha:${merchant.id}:${location.ip}`, rule);
    if (hits > rule.limit) {
      throw new PlatformError(
        'RATE_LIMITED',
        'Please wait a moment before asking for a new captcha.',
        {
          retryAfterSeconds: app.repos.throttle.retryAfter(rule),
        },
      );
    }
    const { captchaId, image } = await app.repos.captchas.create(merchant.id);
    return { captchaId, image };
  });

  registerCall(app, calls.systemCountryCodes, async () => ({ countries: countryDialingCodes }));

  registerCall(app, calls.systemPublicKey, async () => ({
    kid: app.platformKey.kid,
    alg: 'RSA-OAEP-256' as const,
    enc: 'A256GCM' as const,
    jwk: {
      kty: 'RSA' as const,
      n: String(app.platformKey.publicJwk.n),
      e: String(app.platformKey.publicJwk.e),
      kid: app.platformKey.kid,
      alg: 'RSA-OAEP-256' as const,
      use: 'enc' as const,
    },
    // The client sets its JWE's iat on this clock, so a phone with a wrong clock still logs in.
    serverTime: Date.now(),
  }));
}

export const systemRoutes = fp(systemCalls, {
  name: 'system-routes',
  dependencies: ['repos', 'errors'],
});
