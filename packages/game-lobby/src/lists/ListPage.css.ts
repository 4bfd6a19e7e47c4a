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
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
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

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 40,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focus },
});

export const button = style({
  minHeight: 40,
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

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  paddingInline: vars.space.sm,
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
  minHeight: 40,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
});

export const select = style({
  minHeight: 36,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': focus },
});

export const checkbox = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': focus },
});

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

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  marginBlockStart: vars.space.lg,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-disabled="true"]': { color: vars.color.text.muted, pointerEvents: 'none' },
    '&:focus-visible': focus,
  },
});

export const gap = style({ color: vars.color.text.secondary, paddingInline: vars.space.xs });

export const vendorCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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

export const vendorCardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
});
export const vendorCardText = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const vendorCardCount = style({
  display: 'block',
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.regular,
});

globalStyle(`${chips} > li`, { display: 'flex' });
