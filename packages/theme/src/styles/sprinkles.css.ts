import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../contract.css.js';

/** Breakpoints shared by every layout prop; mobile first. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const { color } = vars;

/** Foreground colours: text levels and the on-colours. */
const foregrounds = {
  primary: color.text.primary,
  secondary: color.text.secondary,
  muted: color.text.muted,
  inverse: color.text.inverse,
  brand: color.brand,
  onBrand: color.onBrand,
  onAccent: color.onAccent,
  positive: color.positive,
  onPositive: color.onPositive,
  caution: color.caution,
  onCaution: color.onCaution,
  critical: color.critical,
  onCritical: color.onCritical,
  jackpot: color.jackpot,
};

/** Background colours: surfaces and the filled tones. */
const backgrounds = {
  base: color.surface.base,
  raised: color.surface.raised,
  sunken: color.surface.sunken,
  overlay: color.surface.overlay,
  brand: color.brand,
  accent: color.accent,
  positive: color.positive,
  caution: color.caution,
  critical: color.critical,
  scrim: color.scrim,
};

const colorProperties = defineProperties({
  properties: {
    color: foregrounds,
    background: backgrounds,
    borderColor: { subtle: color.border.subtle, strong: color.border.strong, focus: color.focus },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    fontFamily: vars.font,
    lineHeight: vars.lineHeight,
  },
});

/** Atomic layout, space and colour props, all values from `vars` (vanilla-extract sprinkles). */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
