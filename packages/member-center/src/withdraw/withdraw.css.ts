import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

// The frame every cashier page shares (page, section, heading, actions ...) is defined once.
export { actions, error, heading, page, section, strong } from '../cashier/cashier.css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: '0.875rem' });

export const state = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const wallets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
