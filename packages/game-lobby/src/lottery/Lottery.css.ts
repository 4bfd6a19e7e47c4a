import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../catalogue/focusOutline';

const wide = 'screen and (min-width: 960px)';
const roomy = 'screen and (min-width: 1200px)';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '84rem',
  marginInline: 'auto',
  padding: `${vars.space.xs} 0 ${vars.space.xxl}`,
  minWidth: 0,
  // The menu and the betting view arrive after the page: a page at least a screen tall keeps the
  // footer below the fold meanwhile, so their arrival shifts nothing in view (CLS 0.66 → on a
  // phone before, `pnpm lighthouse --login --routes /lottery`).
  minHeight: '100vh',
  // Rows keep their own height: the spare height of a short page stays below them, never spread
  // among them (a row that grows with it would move the rows below when it shrinks back).
  alignContent: 'start',
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(11rem, 14rem) minmax(0, 1fr)',
      alignItems: 'start',
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});

/** /vnLottery has no side menu: the view alone, full width. */
export const pageSingle = style({
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The side menu: a column from 960 px, a compact picker below. */
export const menuColumn = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'grid',
      gap: vars.space.sm,
      position: 'sticky',
      top: vars.space.md,
      padding: vars.space.sm,
      borderRadius: vars.radius.lg,
      background: vars.color.surface.raised,
      border: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const menuPicker = style({
  display: 'block',
  '@media': { [wide]: { display: 'none' } },
});

export const topPicker = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const menuGroup = style({ display: 'grid', gap: vars.space.xxs });

export const menuGroupName = style({
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focusOutline,
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

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
  color: vars.color.text.primary,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const drawRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const countdown = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-state="closing"]': { color: vars.color.critical } },
});

export const hash = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

/** The pick area and the slip: side by side on a wide screen, one under the other on a phone. */
export const betArea = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [roomy]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)', alignItems: 'start' },
  },
});

export const pickGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(2.5rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toggleRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const pressable = {
  minHeight: 44,
  minWidth: 44,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
} as const;

export const ball = style({
  ...pressable,
  width: '100%',
  borderRadius: vars.radius.pill,
  padding: 0,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusOutline,
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const choice = style({
  ...pressable,
  flex: '1 1 6rem',
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusOutline,
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const pickFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const oddsTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${oddsTable} th, ${oddsTable} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
});

export const slip = style({
  '@media': { [roomy]: { position: 'sticky', top: vars.space.md } },
});

export const slipLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const slipLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  alignItems: 'start',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const slipPick = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
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
  color: vars.color.text.primary,
  background: vars.color.surface.base,
  selectors: { '&[data-tone="positive"]': { borderColor: vars.color.positive } },
});

export const lists = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [roomy]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
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

export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const balls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawnBall = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 28,
  height: 28,
  paddingInline: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-hit="true"]': { background: vars.color.positive, color: vars.color.onPositive },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const textButton = style({
  justifySelf: 'start',
  minHeight: 36,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusOutline, '&:hover': { borderColor: vars.color.brand } },
});

export const state = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-state="won"]': { borderColor: vars.color.positive },
    '&[data-state="open"]': { borderColor: vars.color.caution },
  },
});

export const recentList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
