import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@lobbykit/i18n';
import { NativeSelect } from '@lobbykit/ui-kit';
import { changeLocaleAtom, localeAtom, localeControllerAtom } from '../app/siteAtoms';

const languageNames = new Map<Locale, string>();

/** A language's name in that language ("English", "日本語"), so every reader finds theirs. */
export function languageName(locale: Locale): string {
  // Kept: an Intl.DisplayNames costs milliseconds to make, and the header renders it often.
  let name = languageNames.get(locale);
  if (name === undefined) {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    languageNames.set(locale, name);
  }
  return name;
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
