import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const bar = style({
  position: 'fixed',
  zIndex: 50,
  insetInlineEnd: vars.space.sm,
  insetBlockEnd: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.overlay,
  boxShadow: vars.shadow.md,
  '@media': {
    'screen and (min-width: 1024px)': {
      insetBlockEnd: 'auto',
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
    },
  },
});
