/**
 * A map whose entries live `ttlMs` after they were set: the platform's short-lived caches of
 * database reads (sessions, favourites, winner boards, recent games; see the platform README). Entries stay in the order they were set (`set`
 * re-inserts), so expired ones are dropped from the front as new ones arrive and the map holds
 * only what was read within the TTL, never more than `capacity`.
 */
export class TtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  private readonly loading = new Map<K, Promise<V | undefined>>();
  private deletions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly capacity = 50_000,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * `readAtGeneration` (the deletion count when a load began, see startLoad) keeps the value only
   * if nothing was deleted since, so a read racing with a write (a logout, a removed favourite)
   * cannot put the old row back.
   */
  set(key: K, value: V, readAtGeneration?: number): void {
    if (readAtGeneration !== undefined && readAtGeneration !== this.deletions) return;
    const now = Date.now();
    for (const [oldKey, entry] of this.entries) {
      if (now - entry.at < this.ttlMs && this.entries.size < this.capacity) break;
      this.entries.delete(oldKey);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
  }

  /**
   * The value, read through `load` when missing or expired; one load per key at a time, however
   * many callers wait. A value past half its life is served while a fresh one loads behind it,
   * so busy keys never expire under their callers (no wave of reads each TTL) and nothing served
   * is older than the TTL. `undefined` from `load` (an unknown token) is returned, not kept.
   */
  async load(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const entry = this.entries.get(key);
    const age = entry ? Date.now() - entry.at : Infinity;
    if (entry && age < this.ttlMs) {
      if (age >= this.ttlMs / 2 && !this.loading.has(key))
        this.startLoad(key, load).catch(() => {
          // A failed refresh leaves the entry to expire; the next caller then sees the error.
        });
      return entry.value;
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
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
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
    for (const [key, entry] of this.entries)
      if (matches(entry.value, key)) this.entries.delete(key);
  }

  *valuesWithKeys(): IterableIterator<[K, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }
}
