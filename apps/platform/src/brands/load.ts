import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the platform needs from a brand file. A small adapter over brands/<id>/brand.json until
 * `loadAllBrands` from @lobbykit/brand lands; then this reads its result instead.
 */
export interface BrandForPlatform {
  id: string;
  merchantCode: string;
  name: string;
  domains: string[];
  languages: string[];
  defaultLanguage: string;
  /**
   * The merchant's one currency (issue 11): brand.json `currency`. Its code and minor units make
   * the ledger's currency; its symbol is §3 public settings' currencySymbol.
   */
  currency: { code: string; symbol: string; minorUnits: number };
  supportEmail: string | null;
  /** Social links by resource type (YOUTUBE, TWITTER, BLOG, INSTAGRAM). */
  social: Record<string, string>;
  freePlay: boolean;
  /** §2.8 csModal live chat (brand.json features.liveChatUrl); the site falls back to e-mail. */
  liveChatUrl: string | null;
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

function strList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A brand without `currency` is a yen brand, like the platform's default (wallet/accounts.ts). */
function currencyOf(json: Record<string, unknown>): BrandForPlatform['currency'] {
  const given = (json.currency ?? {}) as Record<string, unknown>;
  const code = typeof given.code === 'string' && /^[A-Z]{3}$/.test(given.code) ? given.code : 'JPY';
  // The brand schema (@lobbykit/brand) checks minorUnits against ISO 4217; Intl knows the same.
  const iso =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const minorUnits =
    typeof given.minorUnits === 'number' && Number.isInteger(given.minorUnits)
      ? given.minorUnits
      : iso;
  if (minorUnits !== iso) {
    throw new Error(
      `brand.json currency.minorUnits: ${code} has ${iso} minor units in ISO 4217, got ${minorUnits}`,
    );
  }
  return {
    code,
    symbol: str(given.symbol ?? json.currencySymbol, code === 'JPY' ? '¥' : code),
    minorUnits,
  };
}

export function brandFromJson(id: string, json: Record<string, unknown>): BrandForPlatform {
  const languages = strList(json.supportLanguages ?? json.languages);
  const support = (json.support ?? {}) as Record<string, unknown>;
  return {
    id,
    merchantCode: str(json.merchantCode ?? json.merchant ?? json.merchant_code, id),
    name: str(json.name ?? json.displayName, id),
    domains: strList(json.domains),
    languages: languages.length > 0 ? languages.map((l) => l.toUpperCase()) : ['EN', 'JA'],
    defaultLanguage: str(json.defaultLang ?? json.defaultLanguage, 'JA').toUpperCase(),
    currency: currencyOf(json),
    supportEmail:
      typeof support.email === 'string'
        ? support.email
        : typeof json.supportEmail === 'string'
          ? json.supportEmail
          : null,
    social: Object.fromEntries(
      Object.entries((json.social ?? {}) as Record<string, unknown>)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, url]) => [key.toUpperCase(), url]),
    ),
    freePlay: ((json.features ?? {}) as Record<string, unknown>).freePlay !== false,
    liveChatUrl: str(((json.features ?? {}) as Record<string, unknown>).liveChatUrl, '') || null,
  };
}

/** Every `brands/<id>/brand.json`; a folder without one is skipped. */
export async function loadBrandsForPlatform(brandsDir: string): Promise<BrandForPlatform[]> {
  let entries: string[];
  try {
    entries = await readdir(brandsDir);
  } catch {
    return [];
  }
  const brands: BrandForPlatform[] = [];
  for (const id of entries.sort()) {
    let text: string;
    try {
      text = await readFile(join(brandsDir, id, 'brand.json'), 'utf8');
    } catch {
      continue;
    }
    brands.push(brandFromJson(id, JSON.parse(text) as Record<string, unknown>));
  }
  return brands;
}
