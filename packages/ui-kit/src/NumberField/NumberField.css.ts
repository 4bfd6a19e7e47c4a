import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  selectors: {
    '&[data-focus-within]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical, borderWidth: 2 },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const symbol = style({
  paddingInlineStart: vars.space.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  paddingInline: `${vars.space.xs} ${vars.space.md}`,
  outline: 'none',
});
