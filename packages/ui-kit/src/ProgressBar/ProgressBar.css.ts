import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { toneColor, toneVars } from '../tone.css';

// Shared with Meter: the two look alike and differ in meaning (progress toward an end vs. a
// measurement within a range).
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const value = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    display: 'block',
    height: 8,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    // A visible edge in every brand: the track's own colour may be close to the surface.
    boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
    overflow: 'hidden',
  },
  variants: { tone: toneVars },
  defaultVariants: { tone: 'brand' },
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: toneColor,
  transition: `width ${vars.motion.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
