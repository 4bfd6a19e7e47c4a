import { globalStyle, style } from '@vanilla-extract/css';

/** Icons inherit the button's text colour and scale with its font. */
export const icon = style({
  display: 'inline-flex',
  width: '1.25em',
  height: '1.25em',
});

globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });
