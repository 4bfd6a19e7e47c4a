import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing, softBackground } from '../tone.css';

/**
 * The Button recipe styles React Aria's data attributes; a native button reports the same states
 * through pseudo-classes, so they are mapped here.
 */
export const native = style({
  selectors: {
    '&:focus-visible': focusRing,
    '&:active:not(:disabled)': { filter: 'brightness(0.88)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-pressed="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
  },
});

/** Hover as the recipe draws it: a tint on ghost buttons, a darker fill on the others. */
export const hoverTint = style({
  selectors: { '&:hover:not(:disabled)': { background: softBackground } },
});
export const hoverDarken = style({
  selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.94)' } },
});
