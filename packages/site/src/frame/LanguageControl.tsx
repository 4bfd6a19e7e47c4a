import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@lobbykit/i18n';
import { NativeSelect } from '@lobbykit/ui-kit';
import { changeLocaleAtom, localeAtom, localeControllerAtom } from '../app/siteAtoms';

/**
 * Each language's name in that language ("English", "日本語"), so every reader finds theirs. A
 * table, not Intl.DisplayNames: making one loads the language's ICU data, ~12 ms of the main thread
 * per language during start-up (profiled on the home page); the locales are a closed set.
 */
// Each name is the same in every language of the site, so it is not translated.
// eslint-disable-next-line lingui/no-unlocalized-strings
const endonyms: Record<Locale, string> = { en: 'English', ja: '日本語' };

export function languageName(locale: Locale): string {
  return endonyms[locale];
}

/** The brand's languages the site can show (§4), in the brand's order. */
export function useSiteLanguages(): readonly Locale[] {
  return useAtomValue(localeControllerAtom)?.supported ?? [];
}

/**
 * §2.6 the header's language selector, only when the brand has more than one language. A native
 * select keeps the first page light; the change itself is the §4 language change.
 */
export function LanguageControl() {
  const { t } = useLingui();
  const languages = useSiteLanguages();
  const locale = useAtomValue(localeAtom);
  const changeLocale = useSetAtom(changeLocaleAtom);
  if (languages.length < 2) return null;
  return (
    <NativeSelect
      label={t`Language`}
      hideLabel
      size="sm"
      value={locale}
      options={languages.map((code) => ({ value: code, label: languageName(code), lang: code }))}
      onChange={(code) => void changeLocale(code as Locale)}
    />
  );
}
