import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../catalogue/focusOutline';

export const reader = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'minmax(12rem, 16rem) 1fr' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': focusOutline,
    '&[data-selected]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const article = style({
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

export const time = style({
  margin: `${vars.space.xxs} 0 ${vars.space.sm}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
