import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { visuallyHidden } from '../tone.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// Text colours for the trend: positive and critical are fill colours in some brands, too light
// for text on a surface, so the text mixes them with the primary text colour.
export const trend = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.secondary,
  selectors: {
    '&[data-meaning="good"]': {
      color: `color-mix(in srgb, ${vars.color.positive} 60%, ${vars.color.text.primary})`,
    },
    '&[data-meaning="bad"]': {
      color: `color-mix(in srgb, ${vars.color.critical} 60%, ${vars.color.text.primary})`,
    },
  },
});

export const arrow = style({ fontSize: '0.8em' });

export const trendDescription = visuallyHidden;
