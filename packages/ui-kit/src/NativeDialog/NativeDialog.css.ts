import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

const fadeIn = keyframes({ from: { opacity: 0 } });

const root = style({
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100% - 2 * ${vars.space.lg})`,
  margin: 'auto',
  padding: 0,
  overflow: 'auto',
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  animation: `${fadeIn} ${vars.motion.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: {
    // The top layer's backdrop inherits the theme variables from the dialog (CSS Position 4 §3.3).
    '&::backdrop': { background: vars.color.scrim },
  },
});

export const dialog = recipe({
  base: [root],
  variants: {
    size: {
      sm: { maxWidth: 360 },
      md: { maxWidth: 520 },
      lg: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'md' },
});

// The page under a modal dialog does not scroll, as under the React Aria one (usePreventScroll).
globalStyle(`html:has(.${root}[open])`, { overflow: 'hidden' });
