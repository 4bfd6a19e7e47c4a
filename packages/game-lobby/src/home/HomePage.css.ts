import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  // Phones: the frame's main already keeps 8 px from the edges; the rows use the rest.
  padding: `${vars.space.xs} 0 ${vars.space.xxl}`,
  '@media': {
    'screen and (min-width: 768px)': {
      padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
    },
  },
});

/**
 * One column on phones, rows beside the winner board from 1024 px. The single column is
 * `minmax(0, 1fr)`, not the implicit `auto`: an auto track grows to its content's min-content
 * width, and a sideways-scrolling row of tiles would widen the whole page past the screen.
 */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      alignItems: 'start',
    },
  },
});
