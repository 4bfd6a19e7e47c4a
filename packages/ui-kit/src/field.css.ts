import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

// Label, hint and error text shared by every form control, so fields line up in a form.
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.critical });
