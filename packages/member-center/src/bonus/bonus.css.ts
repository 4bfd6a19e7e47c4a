import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const wide = 'screen and (min-width: 769px)';

export const offer = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.primary,
});

/** One card a bonus: a column on a phone, two on a desktop. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  minWidth: 0,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

/** The state in words; the colour only repeats it. */
export const state = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  selectors: {
    '&[data-state="completed"]': {
      background: vars.color.positive,
      color: vars.color.onPositive,
      borderColor: vars.color.positive,
    },
  },
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xxs,
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const factValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});
