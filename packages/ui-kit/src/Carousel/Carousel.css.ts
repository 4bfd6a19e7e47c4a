import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const transitionDuration = createVar();

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${transitionDuration} ease-in-out`,
  selectors: { '&[data-state="active"]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  pointerEvents: 'none',
});

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  color: vars.color.text.inverse,
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  listStyle: 'none',
  pointerEvents: 'auto',
});

/** A 24 px target around a small dot (WCAG 2.5.8 target size). */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 32,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.pill,
    background: vars.color.text.inverse,
    opacity: 0.55,
  },
});

export const dotSelected = style({ '::after': { opacity: 1, width: 18 } });
