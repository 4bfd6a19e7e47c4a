import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const body = style({ display: 'grid', gap: vars.space.md });

export const hours = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const line = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const link = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  wordBreak: 'break-all',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const blocked = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.caution}`,
  background: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});
