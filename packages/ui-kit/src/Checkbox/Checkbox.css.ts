import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  // The whole label is the target: 44 px high on a touch screen (WCAG 2.5.5).
  '@media': { '(pointer: coarse)': { minHeight: 44, paddingBlock: 10, boxSizing: 'border-box' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  marginBlockStart: 2,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.base,
  color: 'transparent',
  selectors: {
    '[data-selected] > &': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '[data-focus-visible] > &': focusRing,
  },
});

export const tick = style({ width: 14, height: 14, display: 'inline-flex' });
