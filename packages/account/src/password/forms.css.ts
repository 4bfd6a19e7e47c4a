import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** Shared layout of the account forms in popups (change, forgot and reset password). */
export const form = style({ display: 'grid', gap: vars.space.md });

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** A message the form raises (§8): next to the fields, announced by the live region it sits in. */
export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const success = style([alert, { borderInlineStartColor: vars.color.positive }]);

/** A code field with its send button on one line, wrapping on narrow screens. */
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const codeField = style({ flex: '1 1 12rem', minWidth: 0 });

export const phoneRow = style({
  display: 'grid',
  // minmax(0, …): the number's input may shrink below its intrinsic width (a 360 px phone).
  gridTemplateColumns: 'minmax(5.5rem, 7rem) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
