import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';
import { onToneColor, toneColor, toneVars } from '../tone.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5em',
    height: '1.5em',
    paddingInline: '0.4em',
    borderRadius: vars.radius.pill,
    background: toneColor,
    color: onToneColor,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { tone: toneVars },
  defaultVariants: { tone: 'critical' },
});
