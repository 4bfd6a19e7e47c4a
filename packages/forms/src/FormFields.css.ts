import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

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
