import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../catalogue/focusOutline';

const wide = 'screen and (min-width: 960px)';

/** The bar's height, so the game below it fills the rest of the screen once the bar sticks. */
const barHeight = '3.25rem';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  width: '100%',
  maxWidth: '84rem',
  marginInline: 'auto',
  minWidth: 0,
  '@media': { [wide]: { paddingInline: vars.space.lg, paddingBottom: vars.space.lg } },
});

/**
 * The way back, always in view: it sticks to the top of the screen while the page scrolls, above
 * the game (which gets no focus trap: Tab leaves the frame to these links, §2.1 "a way back").
 */
export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: barHeight,
  paddingInline: vars.space.sm,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const ways = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focusOutline,
  },
});

/** The second way back (the game's list) folds away on the narrowest phones, the lobby stays. */
export const backToList = style({
  '@media': { 'screen and (max-width: 374px)': { display: 'none' } },
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.heading,
  color: vars.color.text.primary,
});

/** The game: the screen below the bar on a phone, a tall stage on a desktop. */
export const game = style({
  display: 'block',
  width: '100%',
  height: `calc(100dvh - ${barHeight})`,
  minHeight: '26rem',
  border: 0,
  background: vars.color.surface.sunken,
  '@media': {
    [wide]: {
      height: `calc(100dvh - ${barHeight} - ${vars.space.lg})`,
      minHeight: '36rem',
      borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
    },
  },
});

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text.primary,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
});

export const panelText = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
