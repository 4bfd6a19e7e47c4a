import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const wide = 'screen and (min-width: 769px)';

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Filters stack on a phone and sit in a row, wrapping, on wider screens. */
export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, max-content))' },
  },
});

export const totals = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  margin: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const note = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
});

/** Amounts line up on their digits; a loss is said in words and sign, colour only adds to it. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const roundId = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const chart = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

export const chartFigure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  minWidth: 0,
});

export const chartCaption = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const barWin = style({ fill: vars.color.positive });
export const barLoss = style({ fill: vars.color.critical });
export const axis = style({ stroke: vars.color.border.strong, strokeWidth: 1 });
// In the chart's own units (640 wide): about 9 px on a 360 px phone, 13 px on a desktop.
export const axisLabel = style({ fill: vars.color.text.muted, fontSize: 16 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space.xs,
  borderRadius: 2,
  verticalAlign: 'middle',
});

export const swatchWin = style({ background: vars.color.positive });
export const swatchLoss = style({ background: vars.color.critical });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});
