import { z } from 'zod';
import { gameCategories } from '@lobbykit/api-contract/rules';
import type { GameCategory } from '@lobbykit/api-contract/rules';
import { brandTokensInputSchema } from '@lobbykit/theme/tokens';

/** Site languages (§1: English and Japanese). */
export const languages = ['EN', 'JA'] as const;
export type Language = (typeof languages)[number];

/** Header drop-down rebate labels (§2.6), used where a brand does not set its own. */
export const defaultRebateLabels: Partial<Record<GameCategory, string>> = {
  LOTT: '1%',
  ELOTT: '1%',
  PVP: '-',
  FISH: '1%',
  RNG: '1.2%',
  LIVE: '0.8%',
  SPORTS: '1%',
  ESPORTS: '1%',
};

const oneOf =
  (kind: string, values: readonly string[]) => (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_value'
      ? `unknown ${kind} ${JSON.stringify(issue.input)}, expected one of ${values.join(', ')}`
      : undefined;

const language = z.enum(languages, { error: oneOf('language', languages) });
const category = z.enum(gameCategories, { error: oneOf('category', gameCategories) });

/** A list without repeats; the message names the repeated value. */
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).superRefine((list, ctx) => {
    list.forEach((value, index) => {
      if (list.indexOf(value) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${JSON.stringify(value)} is listed twice`,
        });
      }
    });
  });

const kebabId = z
  .string()
  .regex(
    /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
    'must be kebab-case: a-z, 0-9 and single dashes, starting with a letter',
  );

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a lower-case host name such as "play.example.com" (no scheme, port or path)',
  );

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  },
  {
    error: (issue) => `${JSON.stringify(issue.input)} is not an IANA time zone (e.g. "Asia/Tokyo")`,
  },
);

const knownCurrencies = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);

const currency = z
  .strictObject({
    code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as "USD"'),
    symbol: z.string().min(1).max(5),
    minorUnits: z.int().min(0).max(4),
  })
  .superRefine((value, ctx) => {
    if (knownCurrencies.size > 0 && !knownCurrencies.has(value.code)) {
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: `"${value.code}" is not an ISO 4217 currency`,
      });
      return;
    }
    // Minor units decide how amounts are stored (bigint minor units); they must match ISO 4217.
    const iso = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: value.code,
    }).resolvedOptions().maximumFractionDigits;
    if (iso !== undefined && iso !== value.minorUnits) {
      ctx.addIssue({
        code: 'custom',
        path: ['minorUnits'],
        message: `${value.code} has ${iso} minor units in ISO 4217, got ${value.minorUnits}`,
      });
    }
  });

/** A path inside the brand folder (`assets/logo.svg`); existence is checked by the loader. */
const assetPath = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith('/') && !path.split(/[\\/]/).includes('..'), {
    error: 'must be a path inside the brand folder, such as "assets/logo.svg"',
  });

const text = z.string().trim().min(1, 'must not be empty');

/** `brands/<id>/brand.json`: the brand configuration of §3 plus what a real site needs. */
export const brandSchema = z
  .strictObject({
    $schema: z.string().optional(),
    id: kebabId,
    name: text.max(60),
    domains: uniqueList(hostname).min(1, 'list at least one host name'),
    // §3 Brand configuration.
    platform: z.literal('WEB'),
    merchantCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,32}$/, 'must be 2–32 letters, digits, "_" or "-"'),
    lotteryType: z.literal('Lott'),
    gameLanguage: language,
    defaultLang: language,
    supportLanguages: uniqueList(language).min(1, 'list at least one language'),
    gameListCenter: uniqueList(category).prefault([]),
    gameCenter: uniqueList(category).prefault([]),
    vendorMap: z.record(z.string(), z.string()).prefault({}),
    newGameMap: z.record(z.string(), z.array(z.string())).prefault({}),
    gameCategoryName: z.partialRecord(category, text).prefault({}),
    prizeModes: z
      .strictObject({
        ModeLott: z.string().default('LOTT'),
        ModeZy: z.string().default('ZY'),
        ModeElott: z.string().default('ELOTT'),
        ModeSea: z.string().default('SEA'),
      })
      .prefault({}),
    // §3: account type codes 1, 2, 41, 42 are agent; 4 is trial.
    agentType: z.array(z.int()).prefault([1, 2, 41, 42]),
    trialType: z.array(z.int()).prefault([4]),
    // What a real site needs beyond §3.
    timeZone,
    currency,
    theme: brandTokensInputSchema.prefault({}),
    logo: assetPath,
    /** The logo on dark surfaces; without it the light logo is shown in both modes. */
    logoDark: assetPath.optional(),
    favicon: assetPath,
    licence: z.strictObject({
      number: text,
      text: z.strictObject({ EN: text, JA: text }),
    }),
    copyrightYear: z.int().min(2000).max(2100),
    supportEmail: z.email({ error: 'must be an e-mail address' }),
    social: z
      .strictObject({
        youtube: webUrl.optional(),
        twitter: webUrl.optional(),
        blog: webUrl.optional(),
        instagram: webUrl.optional(),
      })
      .prefault({}),
    features: z
      .strictObject({
        dividend: z.boolean().default(false),
        dailySalary: z.boolean().default(false),
        hourlySalary: z.boolean().default(false),
        realtimeSalary: z.boolean().default(false),
        referral: z.boolean().default(false),
        freePlay: z.boolean().default(false),
        liveChatUrl: webUrl.optional(),
        googleSignIn: z.strictObject({ clientId: text }).optional(),
        facebookSignIn: z.strictObject({ appId: text }).optional(),
      })
      .prefault({}),
    rebateLabels: z
      .partialRecord(category, text)
      .prefault({})
      .transform((labels) => ({ ...defaultRebateLabels, ...labels })),
    analytics: z
      .strictObject({
        gtagId: z.string().regex(/^G-[A-Z0-9]+$/, 'must be a GA4 id such as "G-ABC123"'),
      })
      .optional(),
  })
  .superRefine((brand, ctx) => {
    if (brand.supportLanguages.length > 0 && !brand.supportLanguages.includes(brand.defaultLang)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLang'],
        message: `"${brand.defaultLang}" must be one of supportLanguages (${brand.supportLanguages.join(', ')})`,
      });
    }
    brand.gameCenter.forEach((name, index) => {
      if (brand.gameListCenter.includes(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['gameCenter', index],
          message: `${name} is also in gameListCenter; a category has one kind of page (§2.3)`,
        });
      }
    });
  });

/** A brand file as written (defaults may be left out). */
export type BrandFileInput = z.input<typeof brandSchema>;
/** A brand file after validation, defaults filled in. */
export type BrandFile = z.output<typeof brandSchema>;
