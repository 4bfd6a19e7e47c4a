// The part of the theme package that registers no styles: safe in Node (brand loader, CLI,
// Vite config) and in the browser alike.
export { vars } from '../contract.css.js';
export {
  brandTokensSchema,
  brandTokensInputSchema,
  colorSetSchema,
  defaultTokens,
  resolveTokens,
} from './tokens.js';
export type {
  BrandTokens,
  BrandTokensInput,
  ColorSet,
  DeepPartial,
  ThemeLocale,
  ThemeMode,
} from './tokens.js';
export {
  ColorParseError,
  composite,
  contrastRatio,
  isColor,
  parseColor,
  relativeLuminance,
} from './color.js';
export type { Rgba } from './color.js';
export { checkContrast, contrastPairs, TEXT_CONTRAST, UI_CONTRAST } from './contrast.js';
export type { ContrastProblem } from './contrast.js';
export { cssVarName, makeTheme, themeCss } from '../compile/themeCss.js';
