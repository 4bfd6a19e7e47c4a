import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';
import type { Tone } from './vocabulary';

/** The tone's colour and the text colour that is legible on it; set by `toneVars`, read by variants. */
export const toneColor = createVar();
export const onToneColor = createVar();

const pairs: Record<Tone, [string, string]> = {
  brand: [vars.color.brand, vars.color.onBrand],
  neutral: [vars.color.text.primary, vars.color.text.inverse],
  positive: [vars.color.positive, vars.color.onPositive],
  critical: [vars.color.critical, vars.color.onCritical],
  caution: [vars.color.caution, vars.color.onCaution],
};

export const toneVars = styleVariants(pairs, ([color, onColor]) => ({
  vars: { [toneColor]: color, [onToneColor]: onColor },
}));

/** A tinted background that keeps primary text readable in every brand and mode. */
export const softBackground = `color-mix(in srgb, ${toneColor} 16%, ${vars.color.surface.base})`;

/** Visible to assistive technology only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring, drawn only for keyboard focus (RAC sets data-focus-visible). */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
} as const;
