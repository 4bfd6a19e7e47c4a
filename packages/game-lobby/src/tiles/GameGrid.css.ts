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
});

export const skeletonImage = style({ width: '100%', aspectRatio: '1 / 1' });

/** The plate of a tile: name (two lines), vendor, and the free-trial row when reserved. */
export const skeletonPlate = style({ height: 72 });
export const skeletonPlateWithTrial = style({ height: 108 });
