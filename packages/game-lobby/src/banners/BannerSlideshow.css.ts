import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** Fixed height per breakpoint: the slideshow's space is reserved before any banner arrives. */
export const root = style({
  position: 'relative',
  height: 200,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  '@media': { 'screen and (min-width: 768px)': { height: 280 } },
});

export const link = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  // Phones: the text keeps most of the width; the bottom 48 px are the controls' (dots, pause).
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  border: 0,
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, ${vars.color.brand} 55%, ${vars.color.accent} 100%)`,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
  '@media': {
    'screen and (min-width: 480px)': {
      gap: vars.space.md,
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
    },
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
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
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
  // "Play now" on one line, never broken under the pagination dots (issue 11).
  whiteSpace: 'nowrap',
});

export const image = style({
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  objectFit: 'cover',
  '@media': {
    'screen and (min-width: 480px)': { width: 132, height: 132 },
    'screen and (min-width: 768px)': { width: 200, height: 200 },
  },
});
