import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The rotating ring, shared with Button's loading state. */
export const glyph = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': {
      // Still shows that work is happening, without the rotation (WCAG 2.3.3).
      '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
    },
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em' },
      md: { width: '1.5em', height: '1.5em' },
      lg: { width: '2.25em', height: '2.25em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
});

export const labelText = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
