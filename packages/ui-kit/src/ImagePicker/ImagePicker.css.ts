import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ position: 'relative', width: 72, height: 72 });

export const preview = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.sm,
});

globalStyle(`${remove} > button`, { minHeight: 28, borderRadius: vars.radius.pill });

export const addIcon = style({ display: 'inline-flex', width: '1.25em', height: '1.25em' });
globalStyle(`${addIcon} > svg`, { width: '100%', height: '100%' });
