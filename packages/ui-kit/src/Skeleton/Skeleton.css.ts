import { createVar, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width,
    height,
    maxWidth: '100%',
    background: `linear-gradient(90deg, ${vars.color.surface.sunken} 25%, ${vars.color.surface.raised} 50%, ${vars.color.surface.sunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // Moving placeholders can trigger vestibular symptoms (WCAG 2.3.3); a still block is enough.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      rect: { borderRadius: vars.radius.md },
      text: { borderRadius: vars.radius.sm },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'rect' },
});
