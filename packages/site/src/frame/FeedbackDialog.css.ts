import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const intro = style({ margin: 0, color: vars.color.text.secondary });
export const failed = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
});
export const sent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sentTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const reference = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
