import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const body = style({ display: 'grid', gap: vars.space.md });

export const note = style({ margin: 0, color: vars.color.text.secondary });
