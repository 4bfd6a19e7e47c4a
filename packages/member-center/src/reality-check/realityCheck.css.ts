import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const body = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const text = style({ margin: 0 });
