import { style } from '@vanilla-extract/css';

/** A link drawn as a button keeps the button's look: no underline in any state. */
export const link = style({
  textDecoration: 'none',
  selectors: { '&:hover, &:focus, &:visited': { textDecoration: 'none' } },
});
