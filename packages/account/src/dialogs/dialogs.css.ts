import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const message = style({
  margin: 0,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.normal,
});

export const secondary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const stack = style({ display: 'grid', gap: vars.space.sm });
