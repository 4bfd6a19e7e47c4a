import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ color: vars.color.text.secondary, margin: 0 });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
export const guideTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // One step a row on a phone, two side by side from a tablet on.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  counterReset: 'step',
});
export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  counterIncrement: 'step',
});
export const stepText = style({
  margin: 0,
  color: vars.color.text.primary,
  '::before': {
    content: 'counter(step) ". "',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text.primary,
  },
});
export const picture = style({
  width: '100%',
  maxWidth: '16rem',
  height: 'auto',
  alignSelf: 'center',
});
export const installRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const hint = style({ margin: 0, color: vars.color.text.secondary });

// The pictures' parts, drawn in the theme's colours (light and dark alike).
export const device = style({
  fill: vars.color.surface.base,
  stroke: vars.color.border.strong,
  strokeWidth: 2,
});
export const bar = style({ fill: vars.color.surface.sunken });
export const line = style({ fill: vars.color.border.subtle });
export const ink = style({
  fill: 'none',
  stroke: vars.color.text.secondary,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const highlight = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 3 });
export const brandFill = style({ fill: vars.color.brand });
export const onBrandInk = style({
  fill: 'none',
  stroke: vars.color.onBrand,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});
