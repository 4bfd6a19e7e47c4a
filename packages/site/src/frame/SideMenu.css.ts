import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } as const;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.text.secondary,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
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

export const itemText = style({ display: 'flex', flexDirection: 'column' });
export const detail = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 20, height: 20 });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const note = style({ margin: 0, color: vars.color.text.secondary });
export const inlineLink = style({
  color: vars.color.text.primary,
  selectors: { '&:focus-visible': focus },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.md} 0`,
  border: 0,
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.sunken } },
});
globalStyle(`${radio} > input`, {
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.brand,
});
globalStyle(`${radio} > input:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
