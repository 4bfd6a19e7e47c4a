/** The Lingui locales this kit ships catalogs for (lower case, as `<html lang>` wants them). */
export const locales = ['en', 'ja'] as const;

/** A Lingui locale: `en` or `ja`. */
export type Locale = (typeof locales)[number];

/** The locale every message is written in and every missing translation falls back to (§9). */
export const sourceLocale: Locale = 'en';

/**
 * A language as brand configs, the server and local storage write it: upper case (`EN`, `JA`).
 * The `Language` header and the §4 server language update take this form.
 */
export type LanguageCode = Uppercase<Locale>;

/** Reads a language in any case (`JA`, `ja`, `Ja`); `undefined` when the kit has no catalog for it. */
export function toLocale(code: string | null | undefined): Locale | undefined {
  if (typeof code !== 'string') return undefined;
  const lower = code.trim().toLowerCase();
  return locales.find((locale) => locale === lower);
}

/** The upper-case code of a locale: `ja` → `JA`. */
export function toLanguageCode(locale: Locale): LanguageCode {
  return locale.toUpperCase() as LanguageCode;
}

/** The languages a brand offers, as its config states them (§8 "Brand configuration"). */
export interface BrandLanguages {
  /** Upper-case codes, e.g. `['EN', 'JA']`. Codes without a catalog here are ignored. */
  supportLanguages: readonly string[];
  /** Upper-case code of the language a first visit sees, e.g. `'JA'`. */
  defaultLang: string;
}

/** The brand's languages that the kit can show, in the brand's order, without duplicates. */
export function supportedLocales(brand: BrandLanguages): Locale[] {
  const result: Locale[] = [];
  for (const code of brand.supportLanguages) {
    const locale = toLocale(code);
    if (locale && !result.includes(locale)) result.push(locale);
  }
  return result;
}
