import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const value = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const list = style({
  maxHeight: 'min(320px, var(--visual-viewport-height, 100vh))',
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface.sunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
  '@media': { '(pointer: coarse)': { minHeight: 44 } },
});

export const check = style({
  display: 'inline-flex',
  width: 16,
  height: 16,
  color: vars.color.brand,
});
