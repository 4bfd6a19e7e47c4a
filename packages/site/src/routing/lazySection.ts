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

/** Wraps a lazy import so a failure or a 120-second stall becomes a `SectionLoadError`. */
export function loadSection<T>(section: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new SectionLoadError('timeout', section)),
      SECTION_TIMEOUT_MS,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new SectionLoadError('failed', section, { cause }));
      },
    );
  });
}
