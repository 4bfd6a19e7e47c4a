import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const refresh = style({
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

/** Up to 8 rows in view, the rest scrolled; the height is fixed so the page does not shift. */
export const scroller = style({ maxHeight: 320, minHeight: 120, overflowY: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
});

export const th = style({
  position: 'sticky',
  top: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const amount = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.positive,
});

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
