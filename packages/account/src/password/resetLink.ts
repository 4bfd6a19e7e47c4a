/**
 * The forgot-by-e-mail link is `/#resetPassword=<code>` (the platform writes it): the code rides in
 * the fragment, which browsers never send to a server or in a Referer, unlike a query. The site
 * reads it once at start and removes it from the address bar, like the hand-off code (§4).
 */
export const RESET_FRAGMENT_KEY = 'resetPassword';

const codePattern = /^[A-Za-z0-9_-]{16,128}$/;

/** Takes the reset code out of the current URL's fragment; null when there is none. */
export function takeResetCode(): string | null {
  const hash = window.location.hash.replace(/^#/, '');
  const params = new URLSearchParams(hash);
  const code = params.get(RESET_FRAGMENT_KEY);
  if (code === null) return null;
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
  return codePattern.test(code) ? code : null;
}
