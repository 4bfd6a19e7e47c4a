/**
 * Links in operator HTML leave without the opener, and links to other sites open in a new tab; a
 * link whose address does not parse loses it.
 */
export function secureLink(anchor: Element): void {
  const href = anchor.getAttribute('href');
  if (!href) return;
  let external = false;
  try {
    external = new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    anchor.removeAttribute('href');
    return;
  }
  if (external) anchor.setAttribute('target', '_blank');
  else anchor.removeAttribute('target');
  anchor.setAttribute('rel', 'noopener noreferrer');
}
