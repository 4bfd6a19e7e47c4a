import { style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const page = style({
  display: 'grid',
  // Rows take their content's height: a page taller than its content (min-height 100vh) would
  // otherwise stretch them and open a gap under the title (issue 11).
  alignContent: 'start',
  gap: vars.space.lg,
  maxWidth: 1000,
  minHeight: '100vh',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface.base,
  color: vars.color.text.primary,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
});
