import { contrastRatio, isColor, parseColor } from './color.js';
import type { BrandTokens, ColorSet, ThemeMode } from './tokens.js';

/** One colour pair below its WCAG 2.2 minimum. */
export interface ContrastProblem {
  /** Token path of the foreground, e.g. `color.light.text.primary`. */
  path: string;
  /** Path of the background inside the same mode, e.g. `surface.base`. */
  against: string;
  mode: ThemeMode;
  /** Measured ratio, rounded down to two decimals so 4.499 never reads as 4.5. */
  ratio: number;
  required: number;
}

/** AA for body text (WCAG 1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** AA for UI parts and focus indicators (WCAG 1.4.11) and for large text (1.4.3). */
export const UI_CONTRAST = 3;

type Pair = [foreground: string, background: string, required: number];

/** The pairs every brand must pass, as paths inside one colour set. */
export const contrastPairs: readonly Pair[] = [
  ...['text.primary', 'text.secondary', 'text.muted'].flatMap((text) =>
    ['surface.base', 'surface.raised', 'surface.sunken'].map((surface): Pair => [
      text,
      surface,
      TEXT_CONTRAST,
    ]),
  ),
  ['onBrand', 'brand', TEXT_CONTRAST],
  ['onAccent', 'accent', TEXT_CONTRAST],
  ['onPositive', 'positive', TEXT_CONTRAST],
  ['onCaution', 'caution', TEXT_CONTRAST],
  ['onCritical', 'critical', TEXT_CONTRAST],
  // Inverse text sits on inverted surfaces (tooltips, toasts), which use the primary text colour.
  ['text.inverse', 'text.primary', TEXT_CONTRAST],
  ['border.strong', 'surface.base', UI_CONTRAST],
  ['focus', 'surface.base', UI_CONTRAST],
  // The jackpot colour is used for the large animated counter only (§2.4), so large-text AA.
  ['jackpot', 'surface.base', UI_CONTRAST],
];

function at(set: ColorSet, path: string): string | undefined {
  let node: unknown = set;
  for (const key of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const floor2 = (value: number) => Math.floor(value * 100) / 100;

/**
 * Checks every pair of `contrastPairs` in both modes. Colours that do not parse are skipped:
 * the schema reports those.
 */
export function checkContrast(tokens: Pick<BrandTokens, 'color'>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const set = tokens.color[mode];
    const base = at(set, 'surface.base');
    // Translucent surfaces are measured over the page: white in light mode, black in dark mode.
    const backdrop = parseColor(mode === 'light' ? '#ffffff' : '#000000');
    const page = base !== undefined && isColor(base) ? parseColor(base) : backdrop;
    for (const [foreground, background, required] of contrastPairs) {
      const fg = at(set, foreground);
      const bg = at(set, background);
      if (fg === undefined || bg === undefined || !isColor(fg) || !isColor(bg)) continue;
      const ratio = contrastRatio(fg, bg, background === 'surface.base' ? backdrop : page);
      if (ratio < required) {
        problems.push({
          path: `color.${mode}.${foreground}`,
          against: background,
          mode,
          ratio: floor2(ratio),
          required,
        });
      }
    }
  }
  return problems;
}
