import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const textarea = style({
  width: '100%',
  minHeight: 88,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical, borderWidth: 2 },
    '&[data-disabled]': { opacity: 0.5 },
  },
  '::placeholder': { color: vars.color.text.muted },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const counter = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="over"]': { color: vars.color.critical, fontWeight: vars.fontWeight.bold },
  },
});
