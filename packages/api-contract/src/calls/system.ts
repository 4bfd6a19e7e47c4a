import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { publicKeyValueSchema } from '../core/encryption';
import { languageSchema, noInput, text } from '../core/fields';
import { patternIds } from '../rules/patternLibrary';

/** §4: 0 normal, 1 maintenance, 2 region restricted; maintenance takes precedence over region. */
export const systemStatusCodes = [0, 1, 2] as const;
export const systemStatusSchema = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .meta({ description: '0 normal, 1 maintenance, 2 region restricted (§4; maintenance wins).' });

/** §3 whitelabel flags, as booleans. */
export const whitelabelFlagNames = [
  'CHNGPASSVERIF3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'DIRECTREG3',
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'AGENTPOLICY3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlagNames)[number];
export const whitelabelValSchema = z
  .object({
    CHNGPASSVERIF3: z.boolean(),
    MOBILENUMPASSREG3: z.boolean(),
    REGMOBVERF3: z.boolean(),
    DIRECTREG3: z.boolean(),
    USERNAMEREG3: z.boolean(),
    MOBILEVERCODELOGIN3: z.boolean(),
    AGENTPOLICY3: z.boolean(),
  })
  .meta({ id: 'WhitelabelFlags' }) satisfies z.ZodType<Record<WhitelabelFlag, boolean>>;

/** §3 "Registration user" fields that a registration rule can switch on, bound and pattern. */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** §3 registration field rule; a pattern of `*` matches anything. */
export const fieldRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(0).max(255),
    patternId: z.enum(patternIds),
    acceptedPattern: z.string().max(500),
  })
  .meta({ id: 'FieldRule' });
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registrationTypes = ['username', 'mobile'] as const;

export const registerRulesSchema = z
  .object({
    registrationTypes: z.array(z.enum(registrationTypes)),
    fields: z.object(
      Object.fromEntries(registerFieldNames.map((f) => [f, fieldRuleSchema])) as Record<
        RegisterFieldName,
        typeof fieldRuleSchema
      >,
    ),
  })
  .meta({ id: 'RegisterRules' });
export type RegisterRules = z.infer<typeof registerRulesSchema>;

export const resourceTypes = [
  'EMAIL',
  'YOUTUBE',
  'TWITTER',
  'BLOG',
  'INSTAGRAM',
  'LIVECHAT',
] as const;
/** §3 Resources: list keyed by resourceType; the site shows a social link only when it exists. */
export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  url: z.string().max(2048),
});

export const maintenanceSchema = z.object({
  status: systemStatusSchema,
  /** §2.11: the maintenance page shows a title and two info lines. */
  info: z.array(z.string().max(1000)).max(10),
});

export const locationSchema = z.object({
  ip: z.string().max(64),
  country: z.string().length(2).optional(),
});

const statusCall = defineCall({
  name: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  token: false,
  encrypted: false,
  request: noInput,
  response: z.object({
    status: systemStatusSchema,
    maintenance: maintenanceSchema.omit({ status: true }),
    location: locationSchema,
  }),
  errors: [],
  summary:
    'System status for the calling merchant and visitor: normal, maintenance or region restricted (§4).',
});

const domainRouteCall = defineCall({
  name: 'systemDomainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  token: false,
  encrypted: false,
  request: z.strictObject({ host: text(1, 253) }),
  response: z.object({
    merchantCode: z.string().max(64),
    domainRoute: z.string().max(253),
    resources: z.array(resourceSchema),
    whitelabelVal: whitelabelValSchema,
    register: registerRulesSchema,
    mainDomain: z.string().max(253),
    analytics: z.object({ provider: z.string().max(32), id: z.string().max(64) }).optional(),
    imageCDNs: z.array(z.string().max(2048)),
    launchGameCDNs: z.array(z.string().max(2048)),
    maintenance: maintenanceSchema,
    regionRestricted: z.boolean(),
    location: locationSchema,
    publicSettings: z.object({
      currencySymbol: z.string().max(8),
      imgUrl: z.string().max(2048),
    }),
  }),
  errors: [],
  summary:
    'Permission info for the current host, the first call the site makes (§3 Permission info, §7.4).',
  methodNote: 'GET with the current host in the query, as in the one reading of §7.1.',
});

const whitelabelCall = defineCall({
  name: 'systemWhitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  token: false,
  encrypted: false,
  request: noInput,
  response: whitelabelValSchema,
  errors: [],
  summary: 'The merchant whitelabel flags (§3).',
  methodNote: 'Not in the §7.1 reading; a read without side effects, so GET.',
});

const registerSettingCall = defineCall({
  name: 'systemRegisterSetting',
  method: 'GET',
  path: '/wps/system/setting/register',
  token: false,
  encrypted: false,
  request: noInput,
  response: registerRulesSchema,
  errors: [],
  summary: 'Registration rules per field and the registration types offered (§3, §5).',
});

const helpCenterCall = defineCall({
  name: 'systemHelpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  token: false,
  encrypted: false,
  request: z.strictObject({ lang: languageSchema, device: z.literal('WEB') }),
  response: z.object({
    topics: z.array(
      z.object({
        /** §2.5 guide sections: vip, faq, newbie, about, deposit, game… used as the /help#tag. */
        tag: z.string().regex(/^[a-z0-9-]{1,32}$/),
        title: z.string().max(200),
        /** HTML from the operator; the site sanitises it before rendering. */
        content: z.string().max(200_000),
      }),
    ),
  }),
  errors: [],
  summary: 'Help centre and player guide topics (§2.5, §7.4 Help: lang, device WEB).',
  methodNote: 'Not in the §7.1 reading; a read, so GET with lang and device in the query.',
});

const captchaCall = defineCall({
  name: 'captcha',
  method: 'GET',
  path: '/wps/captcha',
  token: false,
  encrypted: false,
  request: noInput,
  response: z.object({
    captchaId: z.string().min(1).max(128),
    /** Base64 PNG without a data: prefix (§7.1). */
    image: z.string().max(200_000),
  }),
  errors: [],
  summary: 'A new captcha: its id and a base64 PNG image (§7.1).',
});

const countryCodesCall = defineCall({
  name: 'systemCountryCodes',
  method: 'GET',
  path: '/wps/system/countryCodes',
  token: false,
  encrypted: false,
  request: noInput,
  response: z.object({
    countries: z.array(
      z.object({
        country: z.string().length(2),
        dialingCode: z.string().regex(/^\d{1,4}$/),
      }),
    ),
  }),
  errors: [],
  summary: 'Country dialling codes for the phone fields (§7.4 getCountryCode).',
  methodNote:
    'The spec mentions only an action getCountryCode with no path; this path and GET are ours.',
});

const publicKeyCall = defineCall({
  name: 'systemPublicKey',
  method: 'GET',
  path: '/wps/system/publicKey',
  token: false,
  encrypted: false,
  request: noInput,
  response: publicKeyValueSchema,
  errors: [],
  summary: 'The platform RSA public key (JWK and kid) that E calls are encrypted to (§7.1 E).',
  methodNote: 'Not in the spec, which marks calls E without saying how; see encryptedBodySchema.',
});

export const systemCalls = {
  systemStatus: statusCall,
  systemDomainRoute: domainRouteCall,
  systemWhitelabel: whitelabelCall,
  systemRegisterSetting: registerSettingCall,
  systemHelpCenter: helpCenterCall,
  captcha: captchaCall,
  systemCountryCodes: countryCodesCall,
  systemPublicKey: publicKeyCall,
} as const;
