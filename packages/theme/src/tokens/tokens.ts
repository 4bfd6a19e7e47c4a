import { z } from 'zod';
import { ColorParseError, parseColor } from './color.js';

/**
 * One CSS value. Theme CSS is inlined into a `<style>` element at build time, so characters that
 * could end a declaration, a rule or the element are refused rather than escaped.
 */
const cssValue = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[^;{}<>\\]+$/, 'must be one CSS value without ; { } < > or \\');

const color = cssValue.superRefine((value, ctx) => {
  try {
    parseColor(value);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof ColorParseError ? error.message : String(error),
    });
  }
});

/** The colours of one mode (light or dark); the same shape as `vars.color`. */
export const colorSetSchema = z.strictObject({
  brand: color,
  onBrand: color,
  accent: color,
  onAccent: color,
  surface: z.strictObject({ base: color, raised: color, sunken: color, overlay: color }),
  text: z.strictObject({ primary: color, secondary: color, muted: color, inverse: color }),
  border: z.strictObject({ subtle: color, strong: color }),
  focus: color,
  positive: color,
  onPositive: color,
  caution: color,
  onCaution: color,
  critical: color,
  onCritical: color,
  jackpot: color,
  scrim: color,
});

/** A font stack per site language; the `:lang(ja)` theme rule switches to the `ja` stack. */
const localisedStack = z.strictObject({ en: cssValue, ja: cssValue });

/** Every design token of a brand: the values behind `vars`. */
export const brandTokensSchema = z.strictObject({
  color: z.strictObject({ light: colorSetSchema, dark: colorSetSchema }),
  font: z.strictObject({ body: localisedStack, heading: localisedStack, mono: cssValue }),
  fontSize: z.strictObject({
    xs: cssValue,
    sm: cssValue,
    md: cssValue,
    lg: cssValue,
    xl: cssValue,
    xxl: cssValue,
  }),
  fontWeight: z.strictObject({ regular: cssValue, medium: cssValue, bold: cssValue }),
  lineHeight: z.strictObject({ tight: cssValue, normal: cssValue }),
  radius: z.strictObject({ sm: cssValue, md: cssValue, lg: cssValue, pill: cssValue }),
  space: z.strictObject({
    xxs: cssValue,
    xs: cssValue,
    sm: cssValue,
    md: cssValue,
    lg: cssValue,
    xl: cssValue,
    xxl: cssValue,
  }),
  shadow: z.strictObject({ sm: cssValue, md: cssValue, lg: cssValue }),
  motion: z.strictObject({ fast: cssValue, normal: cssValue, slow: cssValue }),
});

export type BrandTokens = z.infer<typeof brandTokensSchema>;
export type ColorSet = BrandTokens['color']['light'];
export type ThemeMode = 'light' | 'dark';
export type ThemeLocale = 'en' | 'ja';

/** Every key optional at every depth: what a brand.json writes under `theme`. */
export type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
export type BrandTokensInput = DeepPartial<BrandTokens>;

function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, deepPartial(value).optional()]),
      ),
    );
  }
  return schema;
}

/** The same rules as `brandTokensSchema`, every key optional: tokens a brand overrides. */
export const brandTokensInputSchema = deepPartial(brandTokensSchema) as z.ZodType<
  BrandTokensInput,
  BrandTokensInput
>;

const japaneseStack =
  '"Noto Sans JP", "Noto Sans CJK JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, sans-serif';
const latinStack = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Neutral tokens that pass WCAG AA in both modes; a brand overrides only what differs. */
export const defaultTokens: BrandTokens = {
  color: {
    light: {
      brand: '#1d4ed8',
      onBrand: '#ffffff',
      accent: '#6d28d9',
      onAccent: '#ffffff',
      surface: { base: '#ffffff', raised: '#f8fafc', sunken: '#f1f5f9', overlay: '#ffffff' },
      text: { primary: '#0f172a', secondary: '#334155', muted: '#475569', inverse: '#ffffff' },
      border: { subtle: '#e2e8f0', strong: '#64748b' },
      focus: '#2563eb',
      positive: '#15803d',
      onPositive: '#ffffff',
      caution: '#b45309',
      onCaution: '#ffffff',
      critical: '#b91c1c',
      onCritical: '#ffffff',
      jackpot: '#b45309',
      scrim: 'rgba(15, 23, 42, 0.6)',
    },
    dark: {
      brand: '#60a5fa',
      onBrand: '#0b1220',
      accent: '#a78bfa',
      onAccent: '#0b1220',
      surface: { base: '#0b1220', raised: '#111a2e', sunken: '#070c17', overlay: '#16213a' },
      text: { primary: '#f1f5f9', secondary: '#cbd5e1', muted: '#94a3b8', inverse: '#0f172a' },
      border: { subtle: '#1e293b', strong: '#64748b' },
      focus: '#93c5fd',
      positive: '#4ade80',
      onPositive: '#052e16',
      caution: '#fbbf24',
      onCaution: '#1c1917',
      critical: '#f87171',
      onCritical: '#1f0a0a',
      jackpot: '#fbbf24',
      scrim: 'rgba(0, 0, 0, 0.7)',
    },
  },
  font: {
    body: { en: latinStack, ja: japaneseStack },
    heading: { en: latinStack, ja: japaneseStack },
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '9999px' },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
    md: '0 4px 12px rgba(0, 0, 0, 0.16)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.22)',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: unknown, override: unknown): unknown {
  if (!isRecord(base) || !isRecord(override)) return override === undefined ? base : override;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = merge(base[key], value);
  return result;
}

/** Deep-merges a brand's overrides over `defaultTokens` (or another base); nothing is mutated. */
export function resolveTokens(
  overrides: BrandTokensInput = {},
  base: BrandTokens = defaultTokens,
): BrandTokens {
  return merge(base, overrides) as BrandTokens;
}
