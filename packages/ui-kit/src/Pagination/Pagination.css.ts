import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 36,
  minHeight: 36,
  textDecoration: 'none',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': {
    // A thumb's target on a touch screen (WCAG 2.5.5), as Button does.
    '(pointer: coarse)': { minWidth: 44, minHeight: 44 },
    // Only where a pointer hovers: a phone keeps :hover on a tapped page.
    '(hover: hover)': {
      selectors: {
        '&:hover:not(:disabled, [aria-disabled="true"])': {
          borderColor: vars.color.border.strong,
        },
      },
    },
  },
});

export const page = style([
  base,
  {
    selectors: {
      '&[data-selected]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const step = style([base, { fontSize: vars.fontSize.lg, lineHeight: 1 }]);

export const gap = style({ paddingInline: vars.space.xxs, color: vars.color.text.muted });
