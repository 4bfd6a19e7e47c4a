import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const summary = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
});

export const summaryText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const levelHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
});

export const levelCell = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** The badge beside a level's name, centred on the text like an icon. */
export const levelBadge = style({
  display: 'inline-flex',
});
