import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { WhitelabelFlag } from '@lobbykit/api-contract';
import { at } from './columns';

/** One registration field rule (§3 "Registration field rule"). */
export interface RegistrationFieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: string;
  acceptedPattern: string;
}

/** A resource keyed by resourceType (§3 "Resources"): EMAIL with url, social links. */
export interface MerchantResource {
  resourceType: string;
  url: string;
}

/** Help centre content (§2.5 guide sections) per language. */
export interface HelpTopic {
  tag: string;
  title: string;
  content: string;
}

/**
 * A merchant is one brand as the platform sees it; synced from brands/<id>/brand.json at start.
 * Operator-owned columns (status, region rules) are never overwritten by the sync.
 */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  brandId: text('brand_id').notNull(),
  name: text('name').notNull(),
  domains: jsonb('domains').$type<string[]>().notNull().default([]),
  /** §3 whitelabel flags the operator set; a flag left out takes its default. */
  whitelabel: jsonb('whitelabel')
    .$type<Partial<Record<WhitelabelFlag, boolean>>>()
    .notNull()
    .default({}),
  registrationRules: jsonb('registration_rules')
    .$type<Record<string, RegistrationFieldRule>>()
    .notNull()
    .default({}),
  resources: jsonb('resources').$type<MerchantResource[]>().notNull().default([]),
  /** §3 "Public settings": currencySymbol, imgUrl. */
  publicSettings: jsonb('public_settings')
    .$type<{ currencySymbol: string; imgUrl: string }>()
    .notNull()
    .default({ currencySymbol: '¥', imgUrl: '' }),
  languages: jsonb('languages').$type<string[]>().notNull().default(['EN', 'JA']),
  defaultLanguage: text('default_language').notNull().default('JA'),
  /** §4 system status: 0 normal, 1 maintenance, 2 region restricted. */
  systemStatus: integer('system_status').notNull().default(0),
  /** §6 access can be blocked by IP or region: blocked CIDR ranges and ISO country codes. */
  regionCidrs: jsonb('region_cidrs').$type<string[]>().notNull().default([]),
  regionCountries: jsonb('region_countries').$type<string[]>().notNull().default([]),
  freePlayEnabled: boolean('free_play_enabled').notNull().default(true),
  /** brand.json `memberCentre` (issue 14): how many bank accounts a member may keep. */
  maxBankAccounts: integer('max_bank_accounts').notNull().default(3),
  /** brand.json `memberCentre.messagingIds`: the profile's messaging IDs, in order. */
  messagingIds: jsonb('messaging_ids').$type<string[]>().notNull().default(['line']),
  /** Help content per language (EN, JA); null means the platform defaults. */
  helpContent: jsonb('help_content').$type<Record<string, HelpTopic[]>>(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
