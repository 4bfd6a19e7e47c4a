import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../catalogue/focusOutline';

const wide = 'screen and (min-width: 960px)';

/** Fixtures and the slip: side by side from 960 px; on a phone the slip is a bottom sheet. */
export const page = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '84rem',
  marginInline: 'auto',
  padding: `${vars.space.xs} 0 ${vars.space.xxl}`,
  minWidth: 0,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)',
      alignItems: 'start',
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const league = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const fixtures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const fixture = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const fixtureHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

// The teams take the free width, so a wide row reads teams … time, state (not the time midway).
export const teams = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const time = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The three markets: one under the other on a phone, side by side on a wide screen. */
export const markets = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const market = style({ display: 'grid', gap: 4, minWidth: 0 });

export const marketName = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const prices = style({ display: 'flex', gap: 4 });

export const price = style({
  flex: '1 1 0',
  minWidth: 0,
  minHeight: 44,
  display: 'grid',
  placeItems: 'center',
  gap: 0,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusOutline,
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    // Kicked off: the closing odds, which take no bet.
    '&:disabled': {
      cursor: 'default',
      background: vars.color.surface.base,
      borderColor: vars.color.border.subtle,
      color: vars.color.text.secondary,
    },
  },
});

export const odds = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.strong}`,
  // The border takes no height of its line: a fixture's "In play" at kick-off does not push its
  // markets 4 px down (issue 17 item 3). A border, not a shadow, so forced colours keep it.
  marginBlock: -2,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-state="live"], &[data-state="open"]': { borderColor: vars.color.caution },
    '&[data-state="won"]': { borderColor: vars.color.positive },
    '&[data-state="lost"], &[data-state="cancelled"]': { borderColor: vars.color.critical },
  },
});

/**
 * The slip: a column beside the fixtures from 960 px; on a phone a sheet fixed to the bottom,
 * its summary (picks, return, open) always in view and the whole slip when opened.
 */
export const slip = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  maxHeight: '85vh',
  overflowY: 'auto',
  boxShadow: vars.shadow.lg,
  '@media': { [wide]: { top: vars.space.md, bottom: 'auto', boxShadow: 'none' } },
});

// The site's right bar (customer service, to the top) sits at the bottom right of a phone: the
// sheet's summary and its last controls keep clear of it.
const rightBarClearance = '4.5rem';

export const slipSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineEnd: rightBarClearance,
  // Opened, the summary is at the top of the sheet, away from the right bar: its full width is
  // needed (a 390 px phone in Japanese overflowed, and the sheet scrolled sideways).
  selectors: { '&[data-state="open"]': { paddingInlineEnd: 0 } },
  '@media': { [wide]: { display: 'none' } },
});

/** The phone summary's name and return, one above the other, so neither wraps in Japanese. */
export const slipSummaryText = style({ display: 'grid', minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The body of the slip: hidden under the phone's closed summary, always shown when wide. */
export const slipBody = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: rightBarClearance,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': {
    [wide]: { paddingBottom: 0, selectors: { '&[data-state="closed"]': { display: 'grid' } } },
  },
});

/** The slip's own heading: the summary names it on a phone, so there it is for screen readers only. */
export const slipTitle = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});

export const modes = style({ display: 'flex', gap: 4 });

export const mode = style([
  price,
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold },
]);

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'start',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const linePick = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const lineNote = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  selectors: {
    '&[data-tone="caution"]': { color: vars.color.text.primary, fontWeight: vars.fontWeight.bold },
  },
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${totals} dt`, { color: vars.color.text.secondary });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', fontWeight: vars.fontWeight.bold });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.surface.base,
  selectors: { '&[data-tone="positive"]': { borderColor: vars.color.positive } },
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const legs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 4,
  fontSize: vars.fontSize.sm,
});

export const leg = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The sportsbook hidden by the operator: one card, full width, with the way back. */
export const unavailable = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '40rem',
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focusOutline,
  },
});
