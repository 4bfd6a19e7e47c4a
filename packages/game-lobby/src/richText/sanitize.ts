import DOMPurify from 'dompurify';

/**
 * Operator HTML (announcements, notices, help topics) made safe to render: DOMPurify drops
 * scripts, event-handler attributes and javascript: URLs; forms and inline styles go too (an
 * announcement is text, not a phishing form). Links leave without the opener, and links to other
 * sites open in a new tab.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (!href) return;
  let external = false;
  try {
    external = new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (external) node.setAttribute('target', '_blank');
  else node.removeAttribute('target');
  node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  });
}
