import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const label = style({
  flexShrink: 0,
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const viewport = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // Standing still, the strip scrolls by hand instead.
  '@media': { '(prefers-reduced-motion: reduce)': { overflowX: 'auto' } },
});

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

/** Two copies side by side scroll by half their width, so the strip loops without a jump. */
export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '&[data-state="paused"]': { animationPlayState: 'paused' },
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xl,
  margin: 0,
  paddingInlineEnd: vars.space.xl,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minHeight: 32,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focus },
});

export const time = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const pause = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.sunken }, '&:focus-visible': focus },
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

globalStyle(`${track} > :nth-child(2)`, {
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
