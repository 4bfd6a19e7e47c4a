import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const stack = style({ display: 'grid', gap: vars.space.md });
export const note = style({ margin: 0, color: vars.color.text.secondary });
export const player = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
export const playerTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});
export const playerList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.text.primary,
});
