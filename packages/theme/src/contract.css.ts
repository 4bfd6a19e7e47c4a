import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract every component styles against (STYLE.md: braid's `vars.css.ts`).
 * A brand changes only the values, through its tokens; never the shape.
 *
 * The variable names are global and stable (`--lk-color-surface-base`) so that a brand's light and
 * dark themes can be compiled from its brand.json to plain CSS at build time, and Storybook can load
 * every brand's themes side by side, each scoped by `[data-brand][data-theme]`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      onBrand: null,
      accent: null,
      onAccent: null,
      surface: { base: null, raised: null, sunken: null, overlay: null },
      text: { primary: null, secondary: null, muted: null, inverse: null },
      border: { subtle: null, strong: null },
      focus: null,
      positive: null,
      onPositive: null,
      caution: null,
      onCaution: null,
      critical: null,
      onCritical: null,
      jackpot: null,
      scrim: null,
    },
    font: { body: null, heading: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    fontWeight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    shadow: { sm: null, md: null, lg: null },
    motion: { fast: null, normal: null, slow: null },
  },
  (_value, path) => `lk-${path.join('-')}`,
);
