/** Semantic colours every toned component accepts (STYLE.md vocabulary). */
export const tones = ['brand', 'neutral', 'positive', 'critical', 'caution'] as const;
export type Tone = (typeof tones)[number];

/** Visual weights of an action. */
export const variants = ['solid', 'soft', 'ghost'] as const;
export type Variant = (typeof variants)[number];

/** Control sizes. */
export const sizes = ['sm', 'md', 'lg'] as const;
export type Size = (typeof sizes)[number];
