import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { SLIDE_TRANSITION_MS } from './slideshow';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** Fixed height per breakpoint: the slideshow's space is reserved before any banner arrives. */
export const root = style({
  position: 'relative',
  height: 200,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  '@media': { 'screen and (min-width: 768px)': { height: 280 } },
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${SLIDE_TRANSITION_MS}ms ease-in-out`,
  selectors: { '&[data-state="active"]': { opacity: 1 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const link = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: '100%',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  border: 0,
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, ${vars.color.brand} 55%, ${vars.color.accent} 100%)`,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
  '@media': {
    'screen and (min-width: 768px)': { padding: `${vars.space.xl} ${vars.space.xxl}` },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (min-width: 768px)': { fontSize: vars.fontSize.xxl } },
});

export const cta = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.onBrand,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const image = style({
  width: 132,
  height: 132,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  objectFit: 'cover',
  '@media': { 'screen and (min-width: 768px)': { width: 200, height: 200 } },
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
  selectors: { '&:focus-visible': focus },
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
  selectors: { '&:focus-visible': focus },
  '::after': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.pill,
    background: vars.color.text.inverse,
    opacity: 0.55,
  },
});

export const dotActive = style({
  '::after': { opacity: 1, width: 18 },
});
