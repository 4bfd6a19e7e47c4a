import type { I18n } from '@lingui/core';
import { formats, i18n as defaultI18n } from '@lingui/core';
import type { CatalogRegistry } from '../catalogs/registry.js';
import { catalogs } from '../catalogs/registry.js';
import type { BrandLanguages, LanguageCode, Locale } from './languages.js';
import { supportedLocales, toLanguageCode, toLocale } from './languages.js';
import { resolveLocale } from './resolveLocale.js';
import type { LocaleStorage } from './storage.js';
import {
  HISTORY_LANG_STORAGE_KEY,
  LANG_STORAGE_KEY,
  defaultStorage,
  writeItem,
} from './storage.js';

/** Options of {@link createLocaleController}. */
export interface LocaleControllerOptions {
  /** The brand's `supportLanguages` and `defaultLang`. */
  brand: BrandLanguages;
  /** The Lingui instance to activate. @default the global `i18n` of `@lingui/core` (the one macros use) */
  i18n?: I18n;
  /** Where `lang` and `hisLang` live. @default `window.localStorage` (none when unavailable) */
  storage?: LocaleStorage | null;
  /** The document whose `<html lang>` follows the locale. @default `globalThis.document` */
  document?: Document | null;
  /** The catalog loaders to use. @default the shared registry of `registerCatalog` */
  registry?: CatalogRegistry;
  /**
   * §4 "sends server language update": called after a language change took effect locally, with
   * the upper-case code. The site wires the API call here. A rejection is passed on to the caller
   * of `setLocale`; the local change stays, since it is what the visitor chose.
   */
  sendServerLanguageUpdate?: (language: LanguageCode) => Promise<unknown> | unknown;
}

/** Opens the page in the right language and changes it when the visitor asks (§4). */
export interface LocaleController {
  /** The brand's languages the kit can show, in the brand's order. */
  readonly supported: readonly Locale[];
  /** The locale a fresh page would open in (see {@link resolveLocale}). */
  resolve(): Locale;
  /**
   * Loads and activates the resolved locale and sets `<html lang>`. Writes nothing to storage and
   * calls no server: nothing was changed by the visitor yet.
   */
  start(): Promise<Locale>;
  /**
   * The §4 language change: loads the messages, stores `lang` (the new language) and `hisLang`
   * (the language being left), activates the messages, sets `<html lang>`, then sends the server
   * language update. Choosing the active language again does nothing.
   */
  setLocale(next: Locale | string): Promise<void>;
}

/**
 * Builds the locale's number format and plural rules in a task of their own while its messages
 * load. The first plural of a page (`# games`) makes Lingui create them, which loads ICU's number
 * data: 10–20 ms that landed in the render of a list page's results after load (issue 17 item 2).
 * Lingui keeps them by locale, so its messages reuse these.
 */
function prepareNumberFormats(locale: Locale): void {
  setTimeout(() => {
    formats.number(locale, 0);
    // Lingui's type asks for LDML rule names as values; a plural's cases are the texts.
    formats.plural(locale, false, 0, { offset: 0, other: '' } as formats.PluralOptions);
  }, 0);
}

export function createLocaleController(options: LocaleControllerOptions): LocaleController {
  const i18n = options.i18n ?? defaultI18n;
  const registry = options.registry ?? catalogs;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const doc =
    options.document === undefined
      ? typeof document === 'undefined'
        ? null
        : document
      : options.document;
  const supported = supportedLocales(options.brand);

  async function activate(locale: Locale): Promise<void> {
    await registry.load(locale, i18n);
    i18n.activate(locale);
    if (doc) doc.documentElement.lang = locale;
  }

  return {
    supported,
    resolve: () => resolveLocale(options.brand, storage),
    async start() {
      const locale = resolveLocale(options.brand, storage);
      prepareNumberFormats(locale);
      await activate(locale);
      return locale;
    },
    async setLocale(next) {
      const locale = toLocale(next);
      if (!locale || !supported.includes(locale)) {
        throw new RangeError(
          `Language ${JSON.stringify(next)} is not one this brand supports (${supported.join(', ')})`,
        );
      }
      const previous = toLocale(i18n.locale);
      if (previous === locale) return;
      prepareNumberFormats(locale);
      // Load first: if the catalog cannot be fetched, nothing has changed yet.
      await registry.load(locale, i18n);
      writeItem(storage, LANG_STORAGE_KEY, toLanguageCode(locale));
      if (previous) writeItem(storage, HISTORY_LANG_STORAGE_KEY, toLanguageCode(previous));
      await activate(locale);
      await options.sendServerLanguageUpdate?.(toLanguageCode(locale));
    },
  };
}
