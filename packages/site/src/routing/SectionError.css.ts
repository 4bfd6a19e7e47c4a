import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const box = style({
  maxWidth: '36rem',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.lg,
  textAlign: 'center',
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const text = style({ color: vars.color.text.secondary, marginBlock: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' });
