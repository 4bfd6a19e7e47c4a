import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const control = style({ position: 'relative', display: 'inline-flex' });

const selectBase = style({
  appearance: 'none',
  width: '100%',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  font: 'inherit',
  fontFamily: vars.font.body,
  // Room for the chevron drawn over the end of the box.
  paddingInlineEnd: '2em',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const select = recipe({
  base: selectBase,
  variants: {
    size: {
      sm: { minHeight: 32, paddingInlineStart: vars.space.sm, fontSize: vars.fontSize.sm },
      // 44 px on a touch screen, as Button's md (WCAG 2.5.5).
      md: {
        minHeight: 40,
        paddingInlineStart: vars.space.md,
        fontSize: vars.fontSize.md,
        '@media': { '(pointer: coarse)': { minHeight: 44 } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  insetBlock: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: '1em',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});

globalStyle(`${chevron} > svg`, { width: '100%', height: '1em' });
// The open list is drawn by the browser; give it the theme's colours where it honours them.
globalStyle(`${selectBase} option`, {
  background: vars.color.surface.overlay,
  color: vars.color.text.primary,
});
