import type { ThemeMode } from '@lobbykit/theme';

/** §3 local storage key of the theme; index.html applies it before first paint. */
export const THEME_STORAGE_KEY = 'theme';

export function readThemeMode(doc: Document = document): ThemeMode {
  return doc.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/**
 * The stored theme on the document at start. index.html's inline script normally did it before
 * first paint, but a strict Content-Security-Policy (script-src 'self') blocks inline scripts;
 * then this puts the player's choice back as soon as the site runs (§4 stored locally).
 */
export function restoreThemeMode(doc: Document = document): ThemeMode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage unavailable: the attribute decides.
  }
  if (stored === 'light' || stored === 'dark') {
    doc.documentElement.setAttribute('data-theme', stored);
    return stored;
  }
  return readThemeMode(doc);
}

/** §4: light or dark, stored locally, default light, applied as a document attribute. */
export function applyThemeMode(mode: ThemeMode, doc: Document = document): void {
  doc.documentElement.setAttribute('data-theme', mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (privacy modes); the attribute still applies for this visit.
  }
}
