import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

// Phones and tablets use two rows (controls, then the account row); wide screens one. Each row
// has a fixed height whatever the session state, so restoring a session or loading the balance
// never moves the page below (quality bar: no layout shift).
const wide = 'screen and (min-width: 1200px)';
const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

export const rowHeight = 56;
export const accountRowHeight = 52;

export const header = style({
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateRows: `${rowHeight}px ${accountRowHeight}px`,
  gridTemplateAreas: '"start actions prefs" "account account account"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  '@media': {
    [tablet]: { columnGap: vars.space.sm, paddingInline: vars.space.lg },
    [wide]: {
      gridTemplateColumns: 'auto 1fr auto auto',
      gridTemplateRows: `${rowHeight + 8}px`,
      gridTemplateAreas: '"start account actions prefs"',
    },
  },
});

const cluster = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
} as const;

export const start = style({ ...cluster, gridArea: 'start' });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** A fixed box: a logo of any proportions fits without moving its neighbours when it loads. */
export const logo = style({
  display: 'block',
  width: 112,
  height: 28,
  objectFit: 'contain',
  objectPosition: 'left center',
  '@media': { [tablet]: { width: 160, height: 36 } },
});

export const logoLightOnly = style({
  selectors: { 'html[data-theme="dark"] &': { display: 'none' } },
});

export const logoDarkOnly = style({
  display: 'none',
  selectors: { 'html[data-theme="dark"] &': { display: 'block' } },
});

export const account = style({
  ...cluster,
  gridArea: 'account',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  // Phones: a smaller type so name, balance and both money buttons share one row.
  fontSize: vars.fontSize.sm,
  '@media': {
    [tablet]: { fontSize: vars.fontSize.md },
    [wide]: { justifyContent: 'flex-end', gap: vars.space.sm },
  },
});

export const visitorButtons = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  width: '100%',
  '@media': {
    [tablet]: { display: 'flex', justifyContent: 'flex-end' },
  },
});

export const actions = style({
  ...cluster,
  gridArea: 'actions',
  justifyContent: 'flex-end',
});

export const prefs = style({ ...cluster, gridArea: 'prefs', gap: vars.space.xs });

/** The language select: in the side menu's language tab on phones (§2.5), here from tablets up. */
export const languageSlot = style({
  display: 'none',
  '@media': { [tablet]: { display: 'block' } },
});

export const identity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  flexShrink: 1,
});

export const avatarSpace = style({ width: 28, height: 28, flexShrink: 0 });

/**
 * On a phone the account row has no room for the avatar beside the VIP badge and the name (the
 * name was cut to one letter at 390 px): the avatar shows from tablet width, and in the menu.
 */
export const headerAvatar = style({
  display: 'none',
  '@media': { [tablet]: { display: 'contents' } },
});

export const accountName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '7rem',
  fontWeight: vars.fontWeight.medium,
  '@media': { [tablet]: { maxWidth: '12rem' } },
});

export const trialTag = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
});

export const money = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Visible text from tablets up; on phones the control shows its icon and keeps the text as its name. */
export const collapsibleLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

/** Icon-and-text controls shrink to a square on phones. */
export const compact = style({ display: 'inline-flex' });
globalStyle(`${compact} > :is(a, button)`, {
  paddingInline: vars.space.sm,
  minWidth: 40,
});

export const icon = style({ display: 'inline-flex', width: '1.25em', height: '1.25em' });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

/** The messages link with its unread badge drawn over the corner. */
export const messages = style({ position: 'relative', display: 'inline-flex' });
export const messagesBadge = style({
  position: 'absolute',
  insetBlockStart: -2,
  insetInlineEnd: -2,
  pointerEvents: 'none',
});

export const topNav = style({
  display: 'none',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [desktop]: { display: 'block', minHeight: 48 } },
});
export const topNavInner = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
});

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The header's VIP badge, a link to the VIP page: its focus ring like the other controls'. */
export const vipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // WCAG 2.5.8: a 24 px target at every width; the account name beside it shrinks instead.
  flexShrink: 0,
  minInlineSize: 24,
  minBlockSize: 24,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
