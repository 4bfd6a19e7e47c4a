import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: 40,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logo = style({
  display: 'block',
  width: 96,
  height: 32,
  objectFit: 'contain',
  // §2.7 grey provider logos; grey in both modes, dimmed a little less on dark surfaces.
  filter: 'grayscale(1)',
  opacity: 0.8,
});

export const products = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  listStyle: 'none',
});

export const productLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
