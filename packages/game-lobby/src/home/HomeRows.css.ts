import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 40,
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** One line of tiles, scrolled sideways; every tile the same width so the row's height is fixed. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 132,
  gap: vars.space.sm,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  '@media': { 'screen and (min-width: 600px)': { gridAutoColumns: 160, gap: vars.space.md } },
});

export const cell = style({ scrollSnapAlign: 'start' });

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const retry = style({
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  minHeight: 32,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
