import { LRUCache } from 'lru-cache';

/**
 * The `ttl` to give lru-cache for a life of `ttlMs`: lru-cache calls an entry stale once it is
 * *older* than its ttl, these caches have always dropped it *at* `ttlMs` (integer milliseconds).
 */
export function lruTtl(ttlMs: number): number {
  return Math.max(1, Math.trunc(ttlMs) - 1);
}

/**
 * A map whose entries live `ttlMs` after they were set: the platform's short-lived caches of
 * database reads (sessions, favourites, winner boards, recent games; see the platform README).
 * Storage is lru-cache (TTL and a bound of `capacity`, least recently used out first); what it
 * adds is one load per key at a time, refresh ahead of expiry, and the rule that a read racing a
 * write is never kept.
 */
export class TtlMap<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  private readonly loading = new Map<K, Promise<V | undefined>>();
  private deletions = 0;

  constructor(
    private readonly ttlMs: number,
    capacity = 50_000,
  ) {
    this.entries = new LRUCache<K, V>({
      max: capacity,
      ttl: lruTtl(ttlMs),
      // Wall-clock time, as before, so a test that moves only Date moves these caches too; and
      // no cached clock (ttlResolution 0): an entry is stale the very millisecond it expires.
      perf: Date,
      ttlResolution: 0,
    });
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /**
   * `readAtGeneration` (the deletion count when a load began, see startLoad) keeps the value only
   * if nothing was deleted since, so a read racing with a write (a logout, a removed favourite)
   * cannot put the old row back.
   */
  set(key: K, value: V, readAtGeneration?: number): void {
    if (readAtGeneration !== undefined && readAtGeneration !== this.deletions) return;
    this.entries.set(key, value);
  }

  /**
   * The value, read through `load` when missing or expired; one load per key at a time, however
   * many callers wait. A value past half its life is served while a fresh one loads behind it,
   * so busy keys never expire under their callers (no wave of reads each TTL) and nothing served
   * is older than the TTL. `undefined` from `load` (an unknown token) is returned, not kept.
   */
  async load(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const value = this.entries.get(key);
    if (value !== undefined) {
      const age = lruTtl(this.ttlMs) - this.entries.getRemainingTTL(key);
      if (age >= this.ttlMs / 2 && !this.loading.has(key))
        this.startLoad(key, load).catch(() => {
          // A failed refresh leaves the entry to expire; the next caller then sees the error.
        });
      return value;
    }
    return this.loading.get(key) ?? this.startLoad(key, load);
  }

  private startLoad(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const generation = this.deletions;
    const job = load()
      .then((value) => {
        if (value !== undefined) this.set(key, value, generation);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === job) this.loading.delete(key);
      });
    this.loading.set(key, job);
    return job;
  }

  /** Replaces a value in place, keeping when it was read (a write the cache already knows of). */
  update(key: K, value: V): void {
    if (this.entries.has(key)) this.entries.set(key, value, { noUpdateTTL: true });
  }

  delete(key: K): void {
    this.deletions += 1;
    this.entries.delete(key);
    // A load begun before the write must not serve callers who come after it.
    this.loading.delete(key);
  }

  /** Drops every entry whose value matches (a logout, a member change). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    this.deletions += 1;
    this.loading.clear();
    const doomed = [...this.entries.entries()].filter(([key, value]) => matches(value, key));
    for (const [key] of doomed) this.entries.delete(key);
  }

  /** Live entries, least recently used first. */
  *valuesWithKeys(): IterableIterator<[K, V]> {
    for (const key of this.entries.rkeys()) {
      // peek: reading them must not make them recently used.
      const value = this.entries.peek(key);
      if (value !== undefined) yield [key, value];
    }
  }
}
