import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import { focusOutline } from '../layout/memberCentre.css';

// The frame every cashier page shares (page, section, heading, actions ...) is defined once.
export { actions, error, heading, page, section, strong } from '../cashier/cashier.css';

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

export const channel = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  color: vars.color.text.primary,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': focusOutline,
  },
});

export const channelText = style({ display: 'grid', gap: vars.space.xxs });

export const muted = style({ color: vars.color.text.secondary, fontSize: '0.875rem' });

export const quote = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const quoteValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontWeight: 600 });

export const reference = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: '1.125rem' });

export const status = style({ margin: 0 });

export const state = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="credited"]': { borderColor: vars.color.positive, color: vars.color.positive },
    '&[data-state="rejected"], &[data-state="expired"]': { color: vars.color.text.secondary },
  },
});

export const returned = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
});
