import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const chevron = style({ display: 'inline-flex', width: 16, height: 16 });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  borderRadius: vars.radius.md,
  background: vars.color.surface.overlay,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'auto',
});

export const list = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface.sunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': focusRing,
  },
});
