import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from './tone.css';

// The floating panel of every picker (Select, DateRangePicker), so they look alike.
export const popover = style({
  minWidth: 'var(--trigger-width)',
  // Never wider than a 360 px phone less its margins.
  maxWidth: 'calc(100vw - 16px)',
  borderRadius: vars.radius.md,
  background: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'auto',
  fontFamily: vars.font.body,
});

/** The button that opens a picker: as tall as a text field, 44 px on touch screens. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '[data-invalid] &': { borderColor: vars.color.critical, borderWidth: 2 },
  },
});

export const chevron = style({ display: 'inline-flex', flexShrink: 0, width: 16, height: 16 });
