import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../catalogue/focusOutline';

export const note = style({ margin: 0, color: vars.color.text.secondary });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'minmax(10rem, 14rem) 1fr' } },
});

export const nav = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const navTitle = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 720px)': { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
    '&[data-selected]': {
      background: vars.color.surface.sunken,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const article = style({ minWidth: 0, scrollMarginTop: vars.space.xl });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});
