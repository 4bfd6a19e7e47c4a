import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  background: vars.color.scrim,
});

export const sheet = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(360px, 88vw)',
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    overflowY: 'auto',
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    placement: {
      left: {
        insetInlineStart: 0,
        selectors: { '&[data-entering]': { animation: `${slideFromLeft} ${vars.motion.normal}` } },
      },
      right: {
        insetInlineEnd: 0,
        selectors: { '&[data-entering]': { animation: `${slideFromRight} ${vars.motion.normal}` } },
      },
    },
    size: {
      sm: { width: 'min(280px, 88vw)' },
      md: { width: 'min(360px, 88vw)' },
      lg: { width: 'min(480px, 96vw)' },
    },
  },
  defaultVariants: { placement: 'left', size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
