import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { merchants } from '../../db/schema/index';
import type { Merchant } from '../../db/schema/index';
import type { BrandForPlatform } from '../../brands/load';
import { defaultRegistrationRules, defaultWhitelabel } from './defaults';

/**
 * Merchant rows change only by operator action, so lookups by code are cached for 2 seconds: every
 * call reads its merchant, and this is not per-user state. An update in this process clears the
 * cache at once; another node (or the CLI without a running platform) is seen within 2 seconds.
 */
export const merchantCacheMs = 2000;

export function merchantRepository(db: Database) {
  const cache = new Map<string, { at: number; merchant: Merchant | undefined }>();
  return {
    async byCodeCached(code: string): Promise<Merchant | undefined> {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < merchantCacheMs) return hit.merchant;
      const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      if (cache.size > 1000) cache.clear();
      cache.set(code, { at: Date.now(), merchant: rows[0] });
      return rows[0];
    },
    async byCode(code: string): Promise<Merchant | undefined> {
      const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return rows[0];
    },
    async byId(id: number): Promise<Merchant | undefined> {
      const rows = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
      return rows[0];
    },
    async list(): Promise<Merchant[]> {
      return db.select().from(merchants).orderBy(merchants.code);
    },
    /** Host → merchant, for domainRoute (§3 "Permission info"). */
    async byHost(host: string): Promise<Merchant | undefined> {
      const rows = await db
        .select()
        .from(merchants)
        .where(sql`${merchants.domains} @> ${JSON.stringify([host])}::jsonb`)
        .limit(1);
      return rows[0];
    },
    async update(
      id: number,
      values: Partial<Omit<Merchant, 'id' | 'code'>>,
    ): Promise<Merchant | undefined> {
      cache.clear();
      const rows = await db
        .update(merchants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(merchants.id, id))
        .returning();
      return rows[0];
    },
    /**
     * Brand files own name, domains, languages and the currency symbol; the operator owns status,
     * region rules and registration settings, so an existing row keeps those.
     */
    async syncFromBrands(brands: BrandForPlatform[]): Promise<void> {
      cache.clear();
      for (const brand of brands) {
        // §3 resources: EMAIL with url, social links only where the brand has them.
        const resources = [
          ...(brand.supportEmail
            ? [{ resourceType: 'EMAIL', url: `mailto:${brand.supportEmail}` }]
            : []),
          ...Object.entries(brand.social).map(([resourceType, url]) => ({ resourceType, url })),
          ...(brand.liveChatUrl ? [{ resourceType: 'LIVECHAT', url: brand.liveChatUrl }] : []),
        ];
        await db
          .insert(merchants)
          .values({
            code: brand.merchantCode,
            brandId: brand.id,
            name: brand.name,
            domains: brand.domains,
            languages: brand.languages,
            defaultLanguage: brand.defaultLanguage,
            whitelabel: defaultWhitelabel(),
            registrationRules: defaultRegistrationRules(),
            resources,
            publicSettings: { currencySymbol: brand.currency.symbol, imgUrl: '' },
            freePlayEnabled: brand.freePlay,
            maxBankAccounts: brand.maxBankAccounts,
            messagingIds: brand.messagingIds,
          })
          .onConflictDoUpdate({
            target: merchants.code,
            set: {
              brandId: brand.id,
              name: brand.name,
              domains: brand.domains,
              languages: brand.languages,
              defaultLanguage: brand.defaultLanguage,
              resources,
              maxBankAccounts: brand.maxBankAccounts,
              messagingIds: brand.messagingIds,
              // Issue 11: the brand's currency is the merchant's, so its symbol follows the brand
              // file (§3 public settings); imgUrl stays the operator's.
              publicSettings: sql`jsonb_set(${merchants.publicSettings}, '{currencySymbol}', to_jsonb(${brand.currency.symbol}::text))`,
              updatedAt: new Date(),
            },
          });
      }
    },
  };
}

export type MerchantRepository = ReturnType<typeof merchantRepository>;
