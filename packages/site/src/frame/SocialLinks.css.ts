import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const list = { display: 'flex', margin: 0, padding: 0, listStyle: 'none' } as const;
const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const iconList = style({ ...list, flexWrap: 'wrap', gap: vars.space.xs });
export const listWithText = style({ ...list, flexDirection: 'column', gap: vars.space.xxs });

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  color: vars.color.text.secondary,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary, borderColor: vars.color.border.strong },
    '&:focus-visible': focus,
  },
});

export const textLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focus,
  },
});

export const icon = style({ display: 'inline-flex', width: 20, height: 20 });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });
