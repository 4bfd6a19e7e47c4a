import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  // Room for "$999,999.99" in tabular digits: the figure never pushes its neighbours around.
  minWidth: '11ch',
  height: '1.5em',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const refreshIcon = style({
  selectors: {
    '[data-pending] > &': { animation: `${spin} 0.9s linear infinite` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
