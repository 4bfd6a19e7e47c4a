import type { BrandLanguages, Locale } from './languages.js';
import { sourceLocale, supportedLocales, toLocale } from './languages.js';
import type { LocaleStorage } from './storage.js';
import { LANG_STORAGE_KEY, defaultStorage, readItem } from './storage.js';

/**
 * The language a page opens in (§4, §9): the stored `lang` if the brand supports it, else the
 * brand's `defaultLang` if supported, else English.
 */
export function resolveLocale(
  brand: BrandLanguages,
  storage: LocaleStorage | null = defaultStorage(),
): Locale {
  const supported = supportedLocales(brand);
  const stored = toLocale(readItem(storage, LANG_STORAGE_KEY));
  if (stored && supported.includes(stored)) return stored;
  const brandDefault = toLocale(brand.defaultLang);
  if (brandDefault && supported.includes(brandDefault)) return brandDefault;
  return sourceLocale;
}
