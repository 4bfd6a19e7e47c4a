import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface.base,
  color: vars.color.text.primary,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const line = style({ margin: 0, maxWidth: '36rem', color: vars.color.text.secondary });
export const ip = style({ fontFamily: vars.font.mono, color: vars.color.text.primary });
