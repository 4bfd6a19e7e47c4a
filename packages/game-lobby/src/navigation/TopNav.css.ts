import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } as const;

export const list = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minHeight: 48,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  boxShadow: 'inset 0 -3px 0 transparent',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': focus,
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 32,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': focus,
  },
});
globalStyle(`${toggle} > svg`, { width: 16, height: 16 });
globalStyle(`${toggle}[aria-expanded="true"] > svg`, { transform: 'rotate(180deg)' });

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 20,
  padding: vars.space.md,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.surface.overlay,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const panelHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const rebate = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const vendorGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const vendorTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focus,
  },
});

export const vendorImages = style({
  position: 'relative',
  display: 'block',
  width: 120,
  height: 72,
});

export const vendorImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

// §2.6 default and hover images: the hover one shows while the tile is hovered or focused.
export const vendorImageHover = style([
  vendorImage,
  {
    opacity: 0,
    selectors: {
      [`${vendorTile}:hover &, ${vendorTile}:focus-visible &`]: { opacity: 1 },
    },
  },
]);

export const moreTile = style([
  vendorTile,
  {
    justifyContent: 'center',
    minHeight: 96,
    border: `1px dashed ${vars.color.border.strong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const placeholder = style({ minHeight: 48 });
