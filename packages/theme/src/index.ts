export * from './tokens/index.js';
export { sprinkles, breakpoints } from './styles/sprinkles.css.js';
export type { Sprinkles } from './styles/sprinkles.css.js';
// The reset is global CSS: importing the package applies it (sideEffects lists *.css.ts).
import './styles/reset.css.js';
