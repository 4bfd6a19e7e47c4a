import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../layout/memberCentre.css';

export const inbox = style({ display: 'grid', gap: vars.space.md });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: {
    '&[data-read="false"]': { boxShadow: `inset 4px 0 0 ${vars.color.brand}` },
  },
});

export const open = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusOutline,
    [`${row}[data-read="false"] &`]: { fontWeight: vars.fontWeight.bold },
  },
});

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.critical,
});

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const time = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.secondary,
});

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.critical });
