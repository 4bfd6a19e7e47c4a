import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm });
