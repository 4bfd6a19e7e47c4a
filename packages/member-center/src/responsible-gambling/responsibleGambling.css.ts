import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: vars.space.md,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.critical}`,
  background: vars.color.surface.raised,
  fontWeight: vars.fontWeight.bold,
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
