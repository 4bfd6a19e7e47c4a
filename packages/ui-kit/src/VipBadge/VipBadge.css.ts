import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@lobbykit/theme';

const fill = createVar();
const ink = createVar();

// One colour pair per level, each a fill and the text colour legible on it in every brand and mode.
const level = (color: string, onColor: string) => ({ vars: { [fill]: color, [ink]: onColor } });

export const badge = recipe({
  base: { display: 'inline-block', flexShrink: 0, width: 'auto', overflow: 'visible' },
  variants: {
    level: {
      1: level(vars.color.text.muted, vars.color.text.inverse),
      2: level(vars.color.text.secondary, vars.color.text.inverse),
      3: level(vars.color.positive, vars.color.onPositive),
      4: level(vars.color.accent, vars.color.onAccent),
      5: level(vars.color.brand, vars.color.onBrand),
      6: level(vars.color.caution, vars.color.onCaution),
    },
    size: {
      sm: { height: 20 },
      md: { height: 28 },
      lg: { height: 40 },
    },
  },
  defaultVariants: { level: 1, size: 'md' },
});

export const shield = style({ fill, stroke: ink, strokeWidth: 1.5 });
export const crown = style({ fill, stroke: ink, strokeWidth: 1, strokeLinejoin: 'round' });
export const band = style({ stroke: ink, strokeWidth: 1.5, opacity: 0.7 });
export const numeral = style({
  fill: ink,
  fontFamily: vars.font.body,
  fontSize: 14,
  fontWeight: vars.fontWeight.bold,
});
