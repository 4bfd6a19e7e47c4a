import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  // Phones: the frame's main already keeps 8 px from the edges.
  padding: `${vars.space.xs} 0 ${vars.space.xxl}`,
  '@media': {
    'screen and (min-width: 768px)': {
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const search = style({ display: 'flex', gap: vars.space.xs, maxWidth: '32rem' });

export const searchField = style({ flex: 1, minWidth: 0 });

export const button = style({
  minHeight: 44,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus },
});

export const ghostButton = style([
  button,
  {
    background: 'transparent',
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.strong}`,
  },
]);

/**
 * One line that scrolls sideways inside itself, at every width: a dozen providers would otherwise
 * push the games a screen down on a phone, and on wider screens a row count known only once the
 * providers arrive would move everything below it (issue 17 item 3, CLS). The padding keeps focus
 * rings inside the scroller.
 */
export const chips = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 3,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

/** One row of chips (their height plus the scroller's padding), held while the providers load. */
export const chipsReserved = style({
  minHeight: 36 + 6,
  '@media': { '(pointer: coarse)': { minHeight: 44 + 6 } },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingInline: vars.space.sm,
  '@media': { '(pointer: coarse)': { minHeight: 44 } },
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': focus,
  },
});

export const chipIcon = style({ width: 24, height: 24, borderRadius: vars.radius.sm });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  float: 'left',
  marginInlineEnd: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
});

export const checkField = style([field, { paddingInlineEnd: vars.space.sm }]);

export const resultsHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 32,
});

export const resultsTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': focus },
});

export const count = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const note = style({ margin: 0, color: vars.color.text.secondary });

/** Room above the pages (ui-kit's Pagination). */
export const pagination = style({ marginBlockStart: vars.space.lg });

/**
 * The providers of a game centre: one row of cards that scrolls sideways, like the chips, so its
 * height does not depend on how many arrive (issue 17 item 3, CLS); the padding keeps focus rings
 * inside the scroller.
 */
export const vendorCards = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(150px, 200px)',
  gap: vars.space.md,
  margin: 0,
  padding: 3,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

export const vendorCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.border.strong }, '&:focus-visible': focus },
});

/** The placeholder of a card while the providers load: the card's frame, nothing to press. */
export const vendorCardPlaceholder = style({ cursor: 'default' });

export const vendorCardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
});
/** One line each for the name and the count, so every card (and its placeholder) is as tall. */
export const vendorCardText = style({
  display: 'block',
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
export const vendorCardCount = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.regular,
});

// A chip keeps its width in the one-line scroller, never squeezed under its neighbour.
globalStyle(`${chips} > li`, { display: 'flex', flexShrink: 0 });
