import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobbykit/theme';

export const richText = style({
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${richText} a`, { color: vars.color.text.primary, textDecoration: 'underline' });
globalStyle(`${richText} a:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.sm });
