import type { I18n } from '@lingui/core';
import { i18n as defaultI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/** Props of {@link LocaleProvider}. */
export interface LocaleProviderProps {
  /** The Lingui instance the locale controller activates. @default the global `i18n` of `@lingui/core` */
  i18n?: I18n;
  children?: ReactNode;
}

/** Gives components the active messages; re-renders them when `setLocale` changes the language. */
export function LocaleProvider({ i18n = defaultI18n, children }: LocaleProviderProps) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
