import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    textAlign: 'center',
    fontFamily: vars.font.body,
    color: vars.color.text.primary,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      sm: { padding: vars.space.md, fontSize: vars.fontSize.sm },
      md: { padding: `${vars.space.xxl} ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.125em',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.text.secondary,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
