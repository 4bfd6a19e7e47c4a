import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { focusRing, toneColor, toneVars } from '../tone.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `4px solid ${toneColor}`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.body,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: { tone: toneVars },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
