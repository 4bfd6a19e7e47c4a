import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { toLanguageCode, toLocale } from '@lobbykit/i18n';
import type { Locale, LocaleController } from '@lobbykit/i18n';
import type { ThemeMode } from '@lobbykit/theme';
import { languageAtom } from '@lobbykit/session';
import { applyThemeMode, restoreThemeMode } from '../start/themeMode';

/** Site-only state: the locale controller made at mount and the theme. */
export const localeControllerAtom = atom<LocaleController | null>(null);
/**
 * The active locale, read from session's `languageAtom`: the language has one owner (the `Language`
 * header, the query keys and the catalogues all follow it); this is its lower-case spelling.
 */
export const localeAtom = atom<Locale>((get) => toLocale(get(languageAtom)) ?? 'en');

/**
 * §4 language change: the controller loads the catalog, stores lang and hisLang, sets <html lang>
 * and sends the server update (wired at mount); then the Language header follows.
 */
export const changeLocaleAtom = atom(null, async (get, set, next: Locale) => {
  const controller = get(localeControllerAtom);
  if (!controller || next === get(localeAtom)) return;
  set(languageAtom, toLanguageCode(next));
  await controller.setLocale(next);
});

// Read when a store first needs it (each mount), not when this module loads.
const themeValueAtom = atomWithLazy<ThemeMode>(() =>
  typeof document === 'undefined' ? 'light' : restoreThemeMode(),
);
/** §4 theme: light or dark, stored locally, default light, a document attribute. */
export const themeModeAtom = atom(
  (get) => get(themeValueAtom),
  (_get, set, mode: ThemeMode) => {
    set(themeValueAtom, mode);
    applyThemeMode(mode);
  },
);

/** §2.2 the loading cover; every route change hides it. */
export const loadingCoverAtom = atom(false);
