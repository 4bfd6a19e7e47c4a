import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** The cashier pages' shared frame: deposit, withdraw, transfer fund and transfer upline. */
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const heading = style({ margin: 0, fontSize: '1.125rem' });

export const strong = style({ fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.critical });
