import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const body = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
