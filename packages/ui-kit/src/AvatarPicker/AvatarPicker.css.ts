import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const avatarPixels = { sm: 28, md: 40, lg: 56 } as const;

export const avatar = recipe({
  base: { display: 'block', flexShrink: 0, borderRadius: '50%', objectFit: 'cover' },
  variants: {
    size: {
      sm: { width: avatarPixels.sm, height: avatarPixels.sm },
      md: { width: avatarPixels.md, height: avatarPixels.md },
      lg: { width: avatarPixels.lg, height: avatarPixels.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

// As many 64 px cells a row as fit: 4 on a 360 px phone, 6 or more on a desktop. No max width:
// with one, the grid counts its columns from it and its min-content width grows to 7 cells,
// which pushed the section wider than a phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'center',
  // 64 px with its ring (border-box, so the grid's 64 px columns hold it): well over the 44 px
  // touch target.
  boxSizing: 'border-box',
  width: 64,
  height: 64,
  borderRadius: '50%',
  border: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand },
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.critical },
  },
});

export const picture = style({
  display: 'block',
  width: 52,
  height: 52,
  borderRadius: '50%',
});

// The chosen one also carries a tick, so the choice does not rest on colour alone (WCAG 1.4.1).
export const tick = style({
  position: 'absolute',
  insetBlockEnd: -2,
  insetInlineEnd: -2,
  width: 20,
  height: 20,
  borderRadius: '50%',
  display: 'none',
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface.base}`,
  selectors: {
    '[data-selected] > &': { display: 'block' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 5,
      insetBlockStart: 2,
      width: 5,
      height: 9,
      borderInlineEnd: `2px solid ${vars.color.onBrand}`,
      borderBlockEnd: `2px solid ${vars.color.onBrand}`,
      transform: 'rotate(45deg)',
    },
  },
});
