import { FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS } from './policy';
import { secureLink } from './links';

/** The HTML Sanitizer API (WICG Sanitizer API §2), not in TypeScript's DOM library yet. */
interface Sanitizer {
  allowElement(element: { name: string; attributes?: string[] }): boolean;
  removeElement(element: string | { name: string; namespace: string }): boolean;
  removeAttribute(attribute: string): boolean;
}
type SanitizerConstructor = new () => Sanitizer;
type WithSetHtml = Element & {
  setHTML?: (html: string, options: { sanitizer: Sanitizer }) => void;
};

let builtIn: Sanitizer | null | undefined;

/**
 * The browser's own sanitiser with the default configuration (an allow-list of harmless HTML)
 * plus pictures and disclosures, minus the policy's elements and attributes, SVG and MathML (as
 * DOMPurify's HTML profile); null where the browser has none.
 */
function builtInSanitizer(): Sanitizer | null {
  if (builtIn !== undefined) return builtIn;
  const SanitizerApi = (window as unknown as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  if (!SanitizerApi || typeof (Element.prototype as WithSetHtml).setHTML !== 'function') {
    builtIn = null;
    return builtIn;
  }
  const sanitizer = new SanitizerApi();
  // The default configuration leaves out pictures and disclosures, which DOMPurify keeps and
  // announcements use (the maintenance notice has a picture).
  sanitizer.allowElement({ name: 'img', attributes: ['src', 'alt', 'width', 'height'] });
  sanitizer.allowElement({ name: 'details', attributes: ['open'] });
  sanitizer.allowElement({ name: 'summary' });
  for (const name of FORBIDDEN_ELEMENTS) sanitizer.removeElement(name);
  for (const name of FORBIDDEN_ATTRIBUTES) sanitizer.removeAttribute(name);
  sanitizer.removeElement({ name: 'svg', namespace: 'http://www.w3.org/2000/svg' });
  sanitizer.removeElement({ name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' });
  builtIn = sanitizer;
  return builtIn;
}

/**
 * Puts operator HTML (announcements, notices, help topics) into `element`, made safe: through the
 * browser's `setHTML()`, which never lets script through whatever its configuration, or where a
 * browser lacks it, through DOMPurify in a chunk loaded then (about 11 KB gzipped that browsers
 * with the API never fetch). `isStale` says the element wants other HTML by the time DOMPurify
 * arrives. Resolves once the HTML is in.
 */
export async function setSafeHtml(
  element: HTMLElement,
  html: string,
  isStale: () => boolean = () => false,
): Promise<void> {
  const sanitizer = builtInSanitizer();
  if (sanitizer) {
    (element as WithSetHtml).setHTML?.(html, { sanitizer });
    for (const anchor of element.querySelectorAll('a')) secureLink(anchor);
    return;
  }
  const { sanitizeHtml } = await import('./purify');
  // Sanitised by DOMPurify just now.
  if (!isStale()) element.innerHTML = sanitizeHtml(html);
}
