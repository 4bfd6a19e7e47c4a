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
    // Its bottom edge fixed where the bar with one button is centred (2.5rem: half its height),
    // not the bar centred: centring moved the customer service button when a button appeared.
    'screen and (min-width: 1024px)': {
      insetBlockEnd: 'calc(50% - 2.5rem)',
    },
  },
});
