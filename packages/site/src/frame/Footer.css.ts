import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const footer = style({
  marginBlockStart: vars.space.xl,
  background: vars.color.surface.sunken,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '80rem',
  marginInline: 'auto',
  // Room at the end on phones, where the right bar floats over the bottom corner.
  padding: `${vars.space.xl} ${vars.space.lg} calc(${vars.space.xxl} + 96px)`,
  '@media': {
    'screen and (min-width: 1024px)': { paddingBlockEnd: vars.space.xl },
  },
});

export const payments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.primary,
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  // One line of links is reserved before the help topics arrive.
  minHeight: 44,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  color: vars.color.text.primary,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius.sm,
} as const;

export const link = style({
  ...linkBase,
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focus },
});

export const linkButton = style({
  ...linkBase,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focus },
});

export const inlineIcon = style({ display: 'inline-flex', width: 18, height: 18 });
globalStyle(`${inlineIcon} > svg`, { width: '100%', height: '100%' });

export const error = style({ margin: 0, color: vars.color.critical });

export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const licence = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const copyright = style({ margin: 0, color: vars.color.text.primary });
