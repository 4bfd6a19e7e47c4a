import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

/** The game's own colour (§3: blue, pink or skyblue), mixed into theme colours so text stays legible. */
const accent = createVar();

// CSS named colours, as §3 names them; never shown pure behind text, only mixed with the surface.
export const colour = styleVariants({
  blue: { vars: { [accent]: 'blue' } },
  pink: { vars: { [accent]: 'hotpink' } },
  skyblue: { vars: { [accent]: 'deepskyblue' } },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `color-mix(in srgb, ${accent} 14%, ${vars.color.surface.raised})`,
  borderTop: `3px solid color-mix(in srgb, ${accent} 70%, ${vars.color.surface.raised})`,
  boxShadow: vars.shadow.sm,
});

const focusVisible = { selectors: { '&:focus-visible': focusRing } } as const;

export const mediaFrame = style({ position: 'relative' });

export const media = style([
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '1 / 1',
    padding: 0,
    border: 0,
    background: vars.color.surface.sunken,
    cursor: 'pointer',
    overflow: 'hidden',
    outlineOffset: -2,
  },
  focusVisible,
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.normal}`,
  selectors: {
    [`${media}:hover &`]: { transform: 'scale(1.04)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.text.muted,
});

export const fallbackIcon = style({ width: '40%', height: '40%' });

export const playHint = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: vars.space.xs,
  background: vars.color.scrim,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  opacity: 0,
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    [`${media}:hover &, ${media}:focus-visible &`]: { opacity: 1 },
  },
});

export const badges = style({
  position: 'absolute',
  // Top right: the artwork often carries the vendor's code top left.
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  justifyContent: 'flex-end',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  pointerEvents: 'none',
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
});

export const plate = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  minHeight: 64,
});

export const text = style({ minWidth: 0 });

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Two lines reserved, so tiles in a row line up whatever the name's length.
  minHeight: `calc(2 * ${vars.lineHeight.tight} * 1em)`,
});

export const vendor = style({
  display: 'block',
  overflow: 'hidden',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const favourite = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.sunken },
      '&[aria-pressed="true"]': { color: vars.color.critical },
    },
  },
  focusVisible,
]);

export const heart = style({ width: 22, height: 22 });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.xs,
  minHeight: 32,
});

export const trial = style([
  {
    flex: 1,
    minHeight: 32,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surface.sunken } },
  },
  focusVisible,
]);
