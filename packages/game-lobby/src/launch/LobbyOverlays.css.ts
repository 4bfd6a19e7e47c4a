import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const launching = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.xl,
  zIndex: 60,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const launchingBox = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.text.primary,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.fontWeight.bold,
});

export const providerGames = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const more = style({
  alignSelf: 'center',
  minHeight: 40,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const message = style({ margin: 0, color: vars.color.text.primary });
