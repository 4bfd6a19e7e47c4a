import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** The "on" state, beside the Button recipe's focus, hover, press and disabled looks. */
export const pressed = style({
  selectors: {
    '&[aria-pressed="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}` },
  },
});
