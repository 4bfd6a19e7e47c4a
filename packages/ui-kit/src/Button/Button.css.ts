import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { focusRing, onToneColor, softBackground, toneColor, toneVars } from '../tone.css';

const hoverable = '(hover: hover)';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast}, filter ${vars.motion.fast}`,
    // Each state twice: as React Aria's data attributes (the buttons BalanceDisplay and Toast
    // keep on React Aria) and as the pseudo-classes of the kit's native buttons.
    selectors: {
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-hovered]': { filter: 'brightness(0.94)' },
      '&[data-pressed], &:active:not(:disabled, [aria-disabled="true"])': {
        filter: 'brightness(0.88)',
      },
      '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
    // Only where a pointer hovers: a phone keeps :hover on a tapped button (React Aria ignores it).
    '@media': {
      [hoverable]: { selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.94)' } } },
    },
  },
  variants: {
    tone: toneVars,
    variant: {
      solid: { background: toneColor, color: onToneColor },
      soft: { background: softBackground, color: vars.color.text.primary },
      ghost: {
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: { '&[data-hovered]': { background: softBackground, filter: 'none' } },
        '@media': {
          [hoverable]: {
            selectors: { '&:hover:not(:disabled)': { background: softBackground, filter: 'none' } },
          },
        },
      },
    },
    size: {
      sm: { minHeight: 32, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      // 44 px on a touch screen: the size of a primary action a thumb must hit (WCAG 2.2 2.5.5).
      md: {
        minHeight: 40,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
        '@media': { '(pointer: coarse)': { minHeight: 44 } },
      },
      lg: { minHeight: 48, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1 / 1' }, false: {} },
  },
  defaultVariants: {
    tone: 'brand',
    variant: 'solid',
    size: 'md',
    fullWidth: false,
    iconOnly: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label in the accessibility tree and the layout while the spinner covers it. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
