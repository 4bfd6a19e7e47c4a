export { i18n } from '@lingui/core';
export type { I18n, Messages } from '@lingui/core';
export { I18nProvider, Trans, useLingui } from '@lingui/react';

export { createI18n } from './setupI18n.js';
export { LocaleProvider } from './react/LocaleProvider.js';
export type { LocaleProviderProps } from './react/LocaleProvider.js';

export {
  locales,
  sourceLocale,
  supportedLocales,
  toLanguageCode,
  toLocale,
} from './locale/languages.js';
export type { BrandLanguages, LanguageCode, Locale } from './locale/languages.js';
export { resolveLocale } from './locale/resolveLocale.js';
export { HISTORY_LANG_STORAGE_KEY, LANG_STORAGE_KEY } from './locale/storage.js';
export type { LocaleStorage } from './locale/storage.js';
export { createLocaleController } from './locale/localeController.js';
export type { LocaleController, LocaleControllerOptions } from './locale/localeController.js';

export {
  catalogs,
  createCatalogRegistry,
  loadCatalogOnDemand,
  registerCatalog,
} from './catalogs/registry.js';
export type { CatalogLoader, CatalogModule, CatalogRegistry } from './catalogs/registry.js';

export {
  formatAmount,
  formatMinorAmount,
  formatWholeAmount,
  fractionDigitsOf,
} from './format/amount.js';
export type { AmountFormatOptions, AmountInput } from './format/amount.js';
export { formatDateTime, prepareDateTimeFormat } from './format/dateTime.js';
