import { vars } from '../contract.css.js';
import type { BrandTokens, ThemeLocale, ThemeMode } from '../tokens/tokens.js';

/** `var(--lk-color-brand)` → `--lk-color-brand`. */
export function cssVarName(reference: string): string {
  const match = /^var\((--[\w-]+)\)$/.exec(reference);
  if (!match?.[1]) throw new Error(`not a CSS variable reference: ${reference}`);
  return match[1];
}

/** Pairs each contract leaf with the token value at the same path. */
function collect(
  contract: unknown,
  values: unknown,
  into: Record<string, string>,
  path: string,
): void {
  if (typeof contract === 'string') {
    if (typeof values !== 'string') throw new Error(`token ${path} is missing`);
    into[cssVarName(contract)] = values;
    return;
  }
  for (const [key, child] of Object.entries(contract as Record<string, unknown>)) {
    const value = (values as Record<string, unknown> | undefined)?.[key];
    collect(child, value, into, path ? `${path}.${key}` : key);
  }
}

/**
 * The value of every contract variable for one mode and locale: `{ '--lk-color-brand': '#…' }`.
 * The `font.body`/`font.heading` leaves take the stack of `locale`.
 */
export function makeTheme(
  tokens: BrandTokens,
  mode: ThemeMode,
  locale: ThemeLocale = 'en',
): Record<string, string> {
  const values = {
    ...tokens,
    color: tokens.color[mode],
    font: {
      body: tokens.font.body[locale],
      heading: tokens.font.heading[locale],
      mono: tokens.font.mono,
    },
  };
  const result: Record<string, string> = {};
  collect(vars, values, result, '');
  return result;
}

const block = (selector: string, declarations: Record<string, string>) =>
  `${selector} {\n${Object.entries(declarations)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}`;

function only(theme: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(theme).filter(([name]) => name.startsWith(prefix)));
}

/** Brand ids become attribute selectors; refuse anything that could break out of the quotes. */
function assertBrandId(brandId: string): void {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(brandId)) {
    throw new Error(`brand id "${brandId}" must be kebab-case (a-z, 0-9 and single dashes)`);
  }
}

/**
 * Plain CSS for one brand: every variable for light mode on `[data-brand]` (the default, §4), the
 * dark colours under `[data-theme="dark"]`, and the Japanese font stacks under `:lang(ja)`.
 * Selectors are attribute-only, so they work on `<html>` and on any wrapper (Storybook).
 */
export function themeCss({ brandId, tokens }: { brandId: string; tokens: BrandTokens }): string {
  assertBrandId(brandId);
  const brand = `[data-brand="${brandId}"]`;
  const light = makeTheme(tokens, 'light', 'en');
  const dark = only(makeTheme(tokens, 'dark', 'en'), '--lk-color-');
  const ja = makeTheme(tokens, 'light', 'ja');
  const fonts = (theme: Record<string, string>) => ({
    '--lk-font-body': theme['--lk-font-body'] ?? '',
    '--lk-font-heading': theme['--lk-font-heading'] ?? '',
  });
  return [
    `/* Lobbykit theme for brand "${brandId}", generated from its brand.json. */`,
    block(`${brand},\n${brand}[data-theme="light"]`, { ...light, 'color-scheme': 'light' }),
    block(`${brand}[data-theme="dark"],\n[data-theme="dark"] ${brand}:not([data-theme="light"])`, {
      ...dark,
      'color-scheme': 'dark',
    }),
    block(`${brand}:lang(ja),\n${brand} [lang|="ja"]`, fonts(ja)),
    block(`${brand} [lang|="en"]`, fonts(light)),
  ].join('\n\n');
}
