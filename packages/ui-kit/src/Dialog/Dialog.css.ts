import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { panel } from './DialogContent.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.scrim,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflow: 'auto',
    borderRadius: vars.radius.lg,
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
  },
  variants: {
    size: {
      sm: { maxWidth: 360 },
      md: { maxWidth: 520 },
      lg: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style([panel, { outline: 'none' }]);
