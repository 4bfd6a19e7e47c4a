import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** The floating right bar's height with its inset, kept free below the footer on phones. */
const rightBarClearance = '4.5rem';

export const frame = style({
  minHeight: '100vh',
  // Phones and tablets: the right bar floats at the bottom right (RightBar.css.ts); the page
  // ends below it, so the footer's last links can be scrolled clear of it (issue 11).
  paddingBlockEnd: rightBarClearance,
  '@media': { 'screen and (min-width: 1024px)': { paddingBlockEnd: 0 } },
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
});

/** The right bar's width with its inset and a gap: 40 px buttons, padding, and air. */
const rightBarReserve = '4.5rem';

export const main = style({
  flex: 1,
  // At least a screen tall, so the footer starts below the fold on every page: the footer's links
  // and a page's content arrive at different times, and while the footer was in view each arrival
  // moved it (issue 17 item 3: CLS up to 0.57 on /help on a phone). Below the fold, nothing is seen
  // to move. svh: the smallest viewport of a phone browser, so the bar collapsing changes nothing.
  minHeight: ['100vh', '100svh'],
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  // Phones: 8 px from the screen's edges, so content keeps the width a phone has.
  padding: vars.space.sm,
  outline: 'none',
  '@media': {
    'screen and (min-width: 768px)': { padding: vars.space.lg },
    // The right bar floats at the right edge from 1024 px (RightBar.css.ts): where the window
    // leaves no margin beside the content, keep the content clear of it.
    'screen and (min-width: 1024px)': {
      paddingInlineEnd: `max(${vars.space.lg}, calc(${rightBarReserve} - (100vw - 80rem) / 2))`,
    },
  },
});

/** Off screen until focused: the first Tab of a page offers to skip the header (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 200,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});
