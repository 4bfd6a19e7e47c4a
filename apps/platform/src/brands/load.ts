import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { messagingIds } from '@lobbykit/api-contract';
import {
  depositBonusSchema,
  depositSchema,
  vipSchema,
  withdrawalSchema,
} from '@lobbykit/brand-runtime';
import type { DepositBonusConfig, VipConfig, WithdrawalConfig } from '@lobbykit/brand-runtime';
import type { z } from 'zod';

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
  /** brand.json timeZone (IANA): the records' days and the CSV exports' times (§9). */
  timeZone: string;
  /** §2.8 csModal live chat (brand.json features.liveChatUrl); the site falls back to e-mail. */
  liveChatUrl: string | null;
  /** brand.json memberCentre.maxBankAccounts (issue 14): validated by @lobbykit/brand. */
  maxBankAccounts: number;
  /** brand.json memberCentre.messagingIds (issue 14): the profile's messaging IDs, in order. */
  messagingIds: string[];
  /** brand.json memberCentre.deposit.channels (issue 14 item 3), as written; none by default. */
  depositChannels: BrandDepositChannel[];
  /** brand.json memberCentre.withdrawal (issue 14 item 4): limits, expected times, §4 window. */
  withdrawal: WithdrawalSettings;
  /** brand.json memberCentre.vip (issue 14 item 8): VIP turnover period, thresholds, benefits. */
  vip: VipConfig;
  /** brand.json memberCentre.depositBonus (issue 14): the daily deposit bonus and its wagering. */
  depositBonus: DepositBonusConfig;
}

/** A brand's withdrawal settings; amounts are decimal strings in the brand's currency. */
export type WithdrawalSettings = WithdrawalConfig;

/** The brand schema's defaults (brand-runtime withdrawalSchema). */
export const defaultWithdrawalSettings: WithdrawalSettings = withdrawalSchema.parse(undefined);

/** A deposit channel as brand-runtime's depositSchema parsed it (defaults filled in). */
export interface BrandDepositChannel extends Omit<
  z.output<typeof depositSchema>['channels'][number],
  'receivingAccount'
> {
  receivingAccount: Record<string, string> | null;
}

/**
 * A part of brand.json's memberCentre through the brand schema's own part (its defaults when
 * absent), the same schema `pnpm brand validate` uses. A bad one stops the platform with the
 * field named by its JSON path: a wrong limit, window or VIP threshold would be wrong for every
 * member, so it is refused rather than guessed.
 */
function memberCentrePart<Schema extends z.ZodType>(
  id: string,
  json: Record<string, unknown>,
  part: string,
  schema: Schema,
): z.output<Schema> {
  const given = ((json.memberCentre ?? {}) as Record<string, unknown>)[part];
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = ['memberCentre', part, ...(issue?.path ?? [])].join('.');
  throw new Error(`brands/${id}/brand.json ${path}: ${issue?.message ?? 'is not valid'}`);
}

function depositChannelsOf(id: string, json: Record<string, unknown>): BrandDepositChannel[] {
  return memberCentrePart(id, json, 'deposit', depositSchema).channels.map((channel) => ({
    ...channel,
    receivingAccount: channel.receivingAccount ?? null,
  }));
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

function maxBankAccountsOf(json: Record<string, unknown>): number {
  const given = ((json.memberCentre ?? {}) as Record<string, unknown>).maxBankAccounts;
  return typeof given === 'number' && Number.isInteger(given) && given >= 1 && given <= 10
    ? given
    : 3;
}

function messagingIdsOf(json: Record<string, unknown>): string[] {
  const given = ((json.memberCentre ?? {}) as Record<string, unknown>).messagingIds;
  if (!Array.isArray(given)) return ['line'];
  const known: readonly string[] = messagingIds;
  return [
    ...new Set(given.filter((id): id is string => typeof id === 'string' && known.includes(id))),
  ];
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
    timeZone: str(json.timeZone, 'UTC'),
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
    maxBankAccounts: maxBankAccountsOf(json),
    messagingIds: messagingIdsOf(json),
    depositChannels: depositChannelsOf(id, json),
    withdrawal: memberCentrePart(id, json, 'withdrawal', withdrawalSchema),
    vip: memberCentrePart(id, json, 'vip', vipSchema),
    depositBonus: memberCentrePart(id, json, 'depositBonus', depositBonusSchema),
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
