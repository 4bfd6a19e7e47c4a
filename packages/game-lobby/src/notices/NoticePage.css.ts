import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 1100,
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text.primary,
});
