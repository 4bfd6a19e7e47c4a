import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInlineStart: vars.space.md,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  selectors: {
    '&[data-focus-within]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical, borderWidth: 2 },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

/** The two dates wrap onto two lines rather than overflow a 360 px phone. */
export const inputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const dateInput = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { color: vars.color.text.secondary },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const dash = style({ color: vars.color.text.secondary });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: 44,
  flexShrink: 0,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-hovered]': { color: vars.color.text.primary },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  outline: 'none',
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preset = style({
  minHeight: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { borderColor: vars.color.border.strong },
  },
  '@media': { '(pointer: coarse)': { minHeight: 44 } },
});

export const calendar = style({ fontSize: vars.fontSize.sm });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const navButton = style({
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.4 },
  },
  '@media': { '(pointer: coarse)': { width: 44, height: 44 } },
});

export const grid = style({ borderCollapse: 'collapse', marginInline: 'auto' });

// The weekday names: React Aria renders them as the grid's header cells.
globalStyle(`${grid} th`, {
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
});

/** 40 px days (7 × 40 = 280 px: fits a 360 px phone with the popover's padding). */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-selected]': {
      background: `color-mix(in srgb, ${vars.color.brand} 16%, ${vars.color.surface.overlay})`,
    },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-selection-end]': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-disabled], &[data-unavailable]': {
      cursor: 'default',
      color: vars.color.text.muted,
      textDecoration: 'line-through',
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
});
