import { vars } from '@lobbykit/theme';

/** The focus outline of plain buttons and links outside ui-kit. */
export const focusOutline = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
} as const;
