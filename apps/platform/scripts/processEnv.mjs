/**
 * Environment every production platform process starts with (`pnpm start`, `pnpm cluster`, the
 * benchmarks' platform), issue 17 item 7: the embedded default under 300 MB resident.
 *
 * MALLOC_MMAP_THRESHOLD_: glibc keeps each thread's freed memory in that thread's arena, and by
 * default raises the size above which it maps memory straight from the kernel every time a large
 * block is freed. A password hash (argon2, about 19 MB, on libuv's worker threads) is such a block:
 * each worker that ever hashed kept 15–40 MB for good, about 100 MB in all for a platform that
 * had just started. A fixed threshold of 128 KB maps every large block on its own and gives it
 * back when freed (measured: 335–346 MB resident after a first start, 233–247 MB with it).
 * Harmless where the C library is not glibc (macOS, musl), which ignore it.
 *
 * --max-semi-space-size=8, for the embedded default only (no DATABASE_URL): V8's young generation
 * may otherwise grow to two 16 MB halves that stay committed. Measured with
 * `pnpm --filter @lobbykit/platform bench:catalogue` on PGlite: 318 → 260 MB after the benchmark.
 * A PostgreSQL node keeps V8's default: with 5,000 event streams a smaller young generation
 * promotes more to the old one, and `pnpm bench:events` measured longer tails with it (one run
 * each: p99 534 ms with, 390 ms without).
 */
export function platformProcessEnv(env = process.env) {
  const embedded = !env.DATABASE_URL;
  return {
    MALLOC_MMAP_THRESHOLD_: '131072',
    NODE_OPTIONS: [env.NODE_OPTIONS, embedded ? '--max-semi-space-size=8' : '']
      .filter(Boolean)
      .join(' '),
  };
}
