import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (min-width: 600px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    },
  },
});

export const skeletonTile = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface.sunken,
  // The real tile's 3 px accent border (ui-kit GameTile), so a row keeps its height when its games arrive.
  borderTop: '3px solid transparent',
});

export const skeletonImage = style({ width: '100%', aspectRatio: '1 / 1' });

/**
 * The plate of a tile, in the tokens of ui-kit's GameTile plate so the skeleton is exactly as tall
 * (no layout shift when the games arrive): padding, name (two lines) and vendor, at least 64 px;
 * with the free-trial row (a 2 px gap and 32 px) when reserved.
 */
const plateText = `2 * ${vars.space.xs} + 2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm} + ${vars.lineHeight.normal} * ${vars.fontSize.xs}`;
export const skeletonPlate = style({ height: `max(64px, calc(${plateText}))` });
export const skeletonPlateWithTrial = style({
  height: `calc(${plateText} + ${vars.space.xxs} + 32px)`,
});
