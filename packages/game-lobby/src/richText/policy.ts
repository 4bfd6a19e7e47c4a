/**
 * What operator HTML may not carry beyond what any sanitiser drops (scripts, event handlers,
 * javascript: URLs): forms and inline styles (an announcement is text, not a phishing form).
 */
export const FORBIDDEN_ELEMENTS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
] as const;
export const FORBIDDEN_ATTRIBUTES = ['style'] as const;
