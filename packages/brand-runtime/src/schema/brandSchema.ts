import { z } from 'zod';
import { gameCategories, messagingIds } from '@lobbykit/api-contract/rules';
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

/** One VIP level's benefits, in both languages of the member centre (§9). */
const vipBenefits = z.strictObject({ en: text.max(300), ja: text.max(300) });

/**
 * Issue 14 item 8, §2.6: VIP levels 1–6 from the member's valid turnover (the bets of settled
 * rounds) over a rolling period. `thresholds` are the turnovers of levels 2 to 6 in whole units of
 * the brand's currency (yen for a JPY brand, euros for a EUR brand), each above the one before;
 * `benefits` describe levels 1 to 6.
 */
export const vipSchema = z
  .strictObject({
    /** The rolling period, in days, whose turnover makes the level. */
    periodDays: z.int().min(1).max(365).default(30),
    thresholds: z
      .array(z.int().min(1, 'must be at least 1').max(1_000_000_000_000))
      .length(5, 'give the turnovers of levels 2, 3, 4, 5 and 6 (five numbers)')
      .superRefine((values, ctx) => {
        values.forEach((value, index) => {
          const before = values[index - 1];
          if (index > 0 && before !== undefined && value <= before)
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: `level ${index + 2}'s turnover must be more than level ${index + 1}'s (${before})`,
            });
        });
      })
      .default([10_000, 50_000, 200_000, 1_000_000, 5_000_000]),
    benefits: z
      .array(vipBenefits)
      .length(6, 'describe the benefits of levels 1 to 6 (six entries)')
      .default([
        { en: 'Member offers and support.', ja: '会員向け特典とサポート。' },
        { en: 'Birthday bonus.', ja: '誕生日ボーナス。' },
        { en: 'Birthday bonus and weekly rebate.', ja: '誕生日ボーナスと週間リベート。' },
        {
          en: 'Higher weekly rebate and faster withdrawals.',
          ja: '週間リベートの増額と出金の優先処理。',
        },
        { en: 'A personal account manager.', ja: '専任アカウントマネージャー。' },
        {
          en: 'Invitations to VIP events and the highest rebate.',
          ja: 'VIPイベントへのご招待と最高率のリベート。',
        },
      ]),
  })
  .prefault({});

export type VipConfig = z.output<typeof vipSchema>;

/**
 * Issue 14: the daily deposit bonus. The first credited deposit of a member's day (the brand's
 * `timeZone`) earns `percent` of the money credited, rounded down to a minor unit and capped at
 * `capMajor` whole units of the currency; it must then be wagered `wageringMultiplier` times
 * (bets of settled rounds) before it can be withdrawn. `enabled: false` switches it off (and
 * ends the announcement that advertises it).
 */
export const depositBonusSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    /** Percent of the credited deposit, up to two decimals (5 = 5 %). */
    percent: z
      .number()
      .gt(0, 'must be more than 0')
      .max(100, 'must be at most 100')
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
        'at most two decimals, such as 5 or 2.5',
      )
      .default(5),
    /** The largest bonus, in whole units of the brand's currency. */
    capMajor: z.int().min(1, 'must be at least 1').max(1_000_000_000).default(10_000),
    /** Wagering requirement: this many times the bonus (0: withdrawable at once). */
    wageringMultiplier: z
      .int()
      .min(0, 'must be 0 or more')
      .max(100, 'must be at most 100')
      .default(3),
  })
  .prefault({});

export type DepositBonusConfig = z.output<typeof depositBonusSchema>;

/**
 * Deposits (issue 14 item 3): the channels offered, each behind one of the platform's
 * providers. Amounts are decimal strings in the brand's currency. None by default: a brand
 * that configures no channel shows that deposits are not open.
 */
export const depositSchema = z
  .strictObject({
    channels: z
      .array(
        z.strictObject({
          code: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'a code such as "bank"'),
          provider: z.enum(['bankTransfer', 'demoGateway']),
          enabled: z.boolean().default(true),
          min: z.string().regex(/^\d+(\.\d+)?$/, 'a decimal string such as "1000"'),
          max: z.string().regex(/^\d+(\.\d+)?$/, 'a decimal string such as "500000"'),
          feeFixed: z
            .string()
            .regex(/^\d+(\.\d+)?$/)
            .default('0'),
          /** Basis points of the amount (100 = 1%), rounded up to a minor unit. */
          feeRateBp: z.number().int().min(0).max(10_000).default(0),
          feeBearer: z.enum(['member', 'merchant']).default('merchant'),
          /** A created or pending deposit older than this expires. */
          expiresAfterMinutes: z
            .number()
            .int()
            .min(5)
            .max(14 * 24 * 60)
            .default(60),
          /** bankTransfer: where members send the money. */
          receivingAccount: z
            .strictObject({
              bankName: z.string().min(1),
              branchName: z.string().min(1),
              accountType: z.string().min(1),
              accountNumber: z.string().min(1),
              accountHolder: z.string().min(1),
            })
            .optional(),
        }),
      )
      .max(20)
      .refine(
        (list) => new Set(list.map((c) => c.code)).size === list.length,
        'each channel code at most once',
      )
      .refine(
        (list) => list.every((c) => c.provider !== 'bankTransfer' || c.receivingAccount),
        'a bankTransfer channel needs its receivingAccount',
      )
      .default([]),
  })
  .prefault({});

export type DepositConfig = z.output<typeof depositSchema>;

/**
 * Withdrawals (issue 14 item 4): limits per withdrawal in the brand's currency (decimal
 * strings, as on the wire), the expected minutes to review and to payment (shown to the
 * member as the next step's time), and §4's auto-receive window: a paid withdrawal the
 * member has not confirmed within it counts as received.
 */
export const withdrawalSchema = z
  .strictObject({
    minAmount: z
      .string()
      .regex(/^\d{1,15}(\.\d{1,4})?$/, 'a decimal amount such as "1000" or "10.00"')
      .default('10'),
    maxAmount: z
      .string()
      .regex(/^\d{1,15}(\.\d{1,4})?$/, 'a decimal amount such as "1000" or "10.00"')
      .default('1000000'),
    reviewMinutes: z.number().int().min(0).max(10_080).default(30),
    paymentMinutes: z.number().int().min(0).max(10_080).default(60),
    autoReceiveMinutes: z.number().int().min(1).max(43_200).default(1440),
  })
  .refine((w) => Number(w.minAmount) <= Number(w.maxAmount), {
    message: 'minAmount must not exceed maxAmount',
    path: ['minAmount'],
  })
  .prefault({});

export type WithdrawalConfig = z.output<typeof withdrawalSchema>;

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
    /** Issue 14: the member centre's settings. */
    memberCentre: z
      .strictObject({
        /** How many bank accounts a member may keep for withdrawals. */
        maxBankAccounts: z.number().int().min(1).max(10).default(3),
        /** The messaging IDs the profile shows, in this order. */
        messagingIds: z
          .array(z.enum(messagingIds))
          .refine((ids) => new Set(ids).size === ids.length, 'each messaging ID at most once')
          .default(['line']),
        /** Issue 14 item 3: the deposit channels. */
        deposit: depositSchema,
        /** Issue 14 item 4: withdrawal limits, expected times and §4's auto-receive window. */
        withdrawal: withdrawalSchema,
        /** Issue 14 item 8: VIP levels, their turnovers and benefits. */
        vip: vipSchema,
        /** Issue 14: the daily deposit bonus and its wagering requirement. */
        depositBonus: depositBonusSchema,
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
