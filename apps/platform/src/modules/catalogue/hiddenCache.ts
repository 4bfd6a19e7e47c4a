import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { lruTtl } from '../../cache/ttlMap';
import type { Database } from '../../db/index';
import {
  catalogueHiddenCategories,
  catalogueHiddenGames,
  catalogueHiddenVendors,
} from '../../db/schema/index';

/** What one merchant hides (issue 6). */
export interface HiddenSets {
  vendors: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  games: ReadonlySet<string>;
}

/**
 * How long a node trusts the hidden sets it read. A command run through the operator channel
 * clears them at once (see `forgetHidden`); a change written by another process (the CLI on
 * PostgreSQL, another node) is seen within this time.
 */
export const HIDDEN_TTL_MS = 1000;

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

function sameSets(a: HiddenSets, b: HiddenSets): boolean {
  return (
    sameSet(a.vendors, b.vendors) &&
    sameSet(a.categories, b.categories) &&
    sameSet(a.games, b.games)
  );
}

/** Per-merchant hidden sets, read from the database at most once a second per merchant. */
export class HiddenCache {
  private readonly entries: LRUCache<number, HiddenSets>;
  private readonly pending = new Map<number, Promise<HiddenSets>>();

  constructor(
    private readonly db: Database,
    ttlMs = HIDDEN_TTL_MS,
  ) {
    this.entries = new LRUCache<number, HiddenSets>({
      // Far more merchants than one platform serves: a bound, not a working limit.
      max: 10_000,
      ttl: lruTtl(ttlMs),
      // An expired entry is kept until re-read, so unchanged sets can keep their identity.
      noDeleteOnStaleGet: true,
      // Wall-clock time and no cached clock, as the TtlMap caches (src/cache/ttlMap.ts).
      perf: Date,
      ttlResolution: 0,
    });
  }

  async get(merchantId: number): Promise<HiddenSets> {
    const fresh = this.entries.get(merchantId);
    if (fresh) return fresh;
    const running = this.pending.get(merchantId);
    if (running) return running;
    const previous = this.entries.get(merchantId, { allowStale: true });
    const job = this.read(merchantId)
      .then((read) => {
        // Unchanged sets keep their identity, so what was computed from them stays valid.
        const sets = previous && sameSets(previous, read) ? previous : read;
        this.entries.set(merchantId, sets);
        return sets;
      })
      .finally(() => this.pending.delete(merchantId));
    this.pending.set(merchantId, job);
    return job;
  }

  forget(merchantId: number): void {
    this.entries.delete(merchantId);
  }

  private async read(merchantId: number): Promise<HiddenSets> {
    const db = this.db;
    const vendors = await db
      .select({ code: catalogueHiddenVendors.vassalage })
      .from(catalogueHiddenVendors)
      .where(eq(catalogueHiddenVendors.merchantId, merchantId));
    const categories = await db
      .select({ code: catalogueHiddenCategories.gameType })
      .from(catalogueHiddenCategories)
      .where(eq(catalogueHiddenCategories.merchantId, merchantId));
    const games = await db
      .select({ nodeId: catalogueHiddenGames.nodeId })
      .from(catalogueHiddenGames)
      .where(eq(catalogueHiddenGames.merchantId, merchantId));
    return {
      vendors: new Set(vendors.map((r) => r.code)),
      categories: new Set(categories.map((r) => r.code)),
      games: new Set(games.map((r) => r.nodeId)),
    };
  }
}

/** The caches of the platforms in this process, by their database, so a command can clear them. */
const caches = new WeakMap<Database, HiddenCache>();

export function hiddenCacheFor(db: Database): HiddenCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new HiddenCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** Called after a hide or unhide, so this process answers with the change straight away. */
export function forgetHidden(db: Database, merchantId: number): void {
  caches.get(db)?.forget(merchantId);
}
