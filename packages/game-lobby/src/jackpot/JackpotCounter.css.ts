import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: `color-mix(in srgb, ${vars.color.jackpot} 12%, ${vars.color.surface.raised})`,
  border: `1px solid color-mix(in srgb, ${vars.color.jackpot} 40%, ${vars.color.surface.raised})`,
});

export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({
  display: 'block',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
});

/** §9: the home counter is 60 px high. */
export const amount = style({
  display: 'flex',
  alignItems: 'center',
  height: 60,
  margin: 0,
  color: vars.color.jackpot,
  fontSize: 'clamp(1.75rem, 6vw, 2.75rem)',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});

export const pause = style({
  minHeight: 32,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
