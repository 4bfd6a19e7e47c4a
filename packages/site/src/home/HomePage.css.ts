import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const hero = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
});
export const text = style({ marginBlockEnd: 0, color: vars.color.text.secondary });
