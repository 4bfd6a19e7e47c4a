/** §7.4: a section not loaded within 120 seconds counts as failed. */
export const SECTION_TIMEOUT_MS = 120_000;

/** Why a section could not load; the retry screen says which (§8 chunk-load errors). */
export class SectionLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    readonly section: string,
    options?: { cause?: unknown },
  ) {
    super(`section ${section} ${reason === 'timeout' ? 'timed out' : 'failed to load'}`, options);
    this.name = 'SectionLoadError';
  }
}

/**
 * Resolves in a new task (a message to itself, which no fake clock holds back). A section's modules
 * are evaluated in the task their last chunk arrives in, and its first render followed in the same
 * task: the login popup opening over home (a visitor sent from /lottery) took 100–137 ms after load
 * in one task, 40–50 ms of it evaluating the popup's modules (issue 17 item 2). Now the render
 * starts in a task of its own.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Wraps a lazy import so a failure or a 120-second stall becomes a `SectionLoadError`; a loaded
 * section resolves in a task after the one that evaluated it.
 */
export function loadSection<T>(section: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new SectionLoadError('timeout', section)),
      SECTION_TIMEOUT_MS,
    );
    load().then(
      async (value) => {
        clearTimeout(timer);
        await nextTask();
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new SectionLoadError('failed', section, { cause }));
      },
    );
  });
}
