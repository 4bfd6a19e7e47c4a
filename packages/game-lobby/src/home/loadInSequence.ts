/** §4, §9: home rows load one after another, 300 ms apart. */
export const ROW_DELAY_MS = 300;

/**
 * Runs `tasks` one after another, each starting `delayMs` after the previous one finished (failed
 * or not), and stops when `signal` aborts (a language change starts a new sequence).
 */
export async function loadInSequence(
  tasks: readonly (() => Promise<unknown>)[],
  delayMs: number,
  signal: AbortSignal,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  for (const [index, task] of tasks.entries()) {
    if (signal.aborted) return;
    if (index > 0) await sleep(delayMs);
    if (signal.aborted) return;
    try {
      await task();
    } catch {
      // One row failing leaves the others loading; the row shows its own state.
    }
  }
}
