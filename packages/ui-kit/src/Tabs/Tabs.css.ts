import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusRing } from '../tone.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.body });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
  // The tabs read the list's width: in a phone's popup they close up rather than scroll away.
  containerType: 'inline-size',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBlockEnd: '3px solid transparent',
  outline: 'none',
  // At 390 px a popup's second tab ("Mobile number") was cut off behind the list's edge.
  '@container': { '(max-width: 400px)': { paddingInline: vars.space.sm } },
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { color: vars.color.text.primary, borderBlockEndColor: vars.color.brand },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '[data-fitted] > &': {
      flex: '1 1 0',
      minWidth: 'fit-content',
      paddingInline: vars.space.sm,
      textAlign: 'center',
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  color: vars.color.text.primary,
  selectors: { '&[data-focus-visible]': focusRing },
});
