import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

/** Phones (≤ 768 px) get the menu as a sheet; wider screens keep it beside the page. */
const wide = 'screen and (min-width: 769px)';

export const focusOutline = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
} as const;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const side = style({
  display: 'none',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  '@media': { [wide]: { display: 'block', position: 'sticky', top: vars.space.md } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const phoneBar = style({
  display: 'flex',
  '@media': { [wide]: { display: 'none' } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const menu = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': focusOutline,
    // The current page: a bar and bold text, not colour alone.
    '&[aria-current="page"]': {
      background: vars.color.surface.sunken,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 20, height: 20 });

export const label = style({ flex: 1 });

export const refused = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
});

export const panelText = style({ margin: 0, color: vars.color.text.secondary });

// The member above the menu: avatar and nickname (the account under it when a nickname is set).
export const memberCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  marginBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const avatarSpace = style({ width: 40, height: 40, flexShrink: 0 });

export const memberNames = style({ display: 'grid', minWidth: 0 });

export const nickname = style({
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const account = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
