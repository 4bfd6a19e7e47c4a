import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 44,
  height: 24,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '[data-selected] > &': { background: vars.color.brand, borderColor: vars.color.brand },
    '[data-focus-visible] > &': focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.text.primary,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[data-selected] > * > &': { transform: 'translateX(20px)', background: vars.color.onBrand },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
