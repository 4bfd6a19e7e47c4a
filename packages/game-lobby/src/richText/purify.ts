import DOMPurify from 'dompurify';
import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS } from './policy';
import { secureLink } from './links';

/**
 * The fallback where the browser has no HTML Sanitizer API (sanitize.ts): DOMPurify drops
 * scripts, event-handler attributes and javascript: URLs, with the same forbidden elements and
 * attributes and the same link rules. A chunk of its own, loaded only by such a browser.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') secureLink(node);
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN_ELEMENTS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  });
}
