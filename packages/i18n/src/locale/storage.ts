/** Local storage keys from §8: the chosen language and the one before it. */
export const LANG_STORAGE_KEY = 'lang';
export const HISTORY_LANG_STORAGE_KEY = 'hisLang';

/** The part of `Storage` the locale code uses, so tests and SSR can pass their own. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `window.localStorage` when it exists and may be touched; `null` otherwise. */
export function defaultStorage(): LocaleStorage | null {
  try {
    // Reading the property throws in some browsers when storage is disabled.
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(storage: LocaleStorage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: LocaleStorage | null, key: string, value: string): void {
  if (!storage) return;
  try {
    storage.setItem(key, value);
  } catch {
    // Full or disabled storage: the language still changes for this page view.
  }
}
