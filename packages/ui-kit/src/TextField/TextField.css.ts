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
    '&:focus-within': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical, borderWidth: 2 },
    '[data-disabled] > &': { opacity: 0.5 },
  },
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
  paddingInline: vars.space.md,
  outline: 'none',
  '::placeholder': { color: vars.color.text.muted },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  alignSelf: 'stretch',
  border: 0,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toggleIcon = style({ width: 20, height: 20, display: 'inline-flex' });
