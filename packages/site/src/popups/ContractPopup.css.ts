import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const lead = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
});

export const term = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 },
  },
});

globalStyle(`${term} dt`, { color: vars.color.text.secondary });
globalStyle(`${term} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.critical,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
