import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
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

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) 22rem',
      alignItems: 'start',
    },
  },
});
