import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    // The line to the next step, from under this marker.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 11,
      top: 26,
      bottom: 2,
      width: 2,
      background: vars.color.border.subtle,
    },
    '&[data-state="done"]:not(:last-child)::before': { background: vars.color.positive },
    '&:last-child': { paddingBlockEnd: 0 },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.strong}`,
  background: vars.color.surface.base,
  boxSizing: 'border-box',
  selectors: {
    '[data-state="done"] > &': {
      borderColor: vars.color.positive,
      background: vars.color.positive,
      color: vars.color.onPositive,
    },
    '[data-state="current"] > &': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface.base}, inset 0 0 0 12px ${vars.color.brand}`,
    },
    '[data-state="failed"] > &': {
      borderColor: vars.color.critical,
      background: vars.color.critical,
      color: vars.color.onCritical,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '24px',
  overflowWrap: 'anywhere',
  selectors: {
    '[data-state="upcoming"] &': {
      color: vars.color.text.secondary,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const stateLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    '[data-state="failed"] &': { color: vars.color.critical },
  },
});

export const time = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
