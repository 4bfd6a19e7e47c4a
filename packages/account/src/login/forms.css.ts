import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** Layout of the login and registration forms (§2.8 loginPopupModal, registerModal). */
export const form = style({ display: 'grid', gap: vars.space.md });

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

/** A message the form raises (§8), in a live region that stays in the DOM so it is announced. */
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

/** A field with a button beside it (send code, new captcha), wrapping on narrow screens. */
export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const grow = style({ flex: '1 1 10rem', minWidth: 0 });

export const phoneRow = style({
  display: 'grid',
  // minmax(0, …): the number's input may shrink below its intrinsic width (a 360 px phone).
  gridTemplateColumns: 'minmax(6rem, 8rem) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const captchaImage = style({
  display: 'block',
  height: '2.75rem',
  width: 'auto',
  minWidth: '6rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

/** A button that reads as a link (the forgot-password link opens a popup, it goes nowhere). */
/** A link-like button, 32 px high so a thumb finds it (WCAG 2.2 2.5.8 asks 24 at the least). */
export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border.subtle}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border.subtle}` },
});

export const message = style({
  margin: 0,
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.normal,
});
