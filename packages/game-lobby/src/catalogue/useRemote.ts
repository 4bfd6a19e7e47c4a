import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; error: unknown };

type Load<T> = (signal: AbortSignal) => Promise<T>;

/** A request started before its page rendered (primeRemote), and its answer once it came. */
type Primed = { promise: Promise<unknown>; startedAt: number; answer?: { data: unknown } };
const primed = new Map<string, Primed>();
/** An early request the page did not take within this time is not used (its answer may be old). */
const PRIMED_FOR_MS = 30_000;

/**
 * Starts the request `useRemote(key, …)` will make, before the page that makes it has loaded
 * (a route's loader runs while the page's code downloads). The page's first `useRemote` with
 * this key takes the request instead of sending its own, or its answer when it already came.
 * A failed early request is forgotten: the page then asks again.
 */
export function primeRemote<T>(key: string, load: Load<T>): Promise<T> {
  const existing = fresh(primed.get(key));
  if (existing) return existing.promise as Promise<T>;
  const entry: Primed = { promise: load(new AbortController().signal), startedAt: Date.now() };
  entry.promise.then(
    (data) => (entry.answer = { data }),
    () => {
      if (primed.get(key) === entry) primed.delete(key);
    },
  );
  primed.set(key, entry);
  return entry.promise as Promise<T>;
}

function fresh(entry: Primed | undefined): Primed | undefined {
  return entry && Date.now() - entry.startedAt < PRIMED_FOR_MS ? entry : undefined;
}

function takePrimed(key: string): Primed | undefined {
  const entry = primed.get(key);
  primed.delete(key);
  return fresh(entry);
}

/**
 * Loads `load()` whenever `key` changes (the query, the language, the session), cancelling the
 * previous request. A null key loads nothing. While a new key loads, the previous data stays, so
 * a list does not collapse and jump (CLS) between pages. A request primed for the key
 * (primeRemote) is used instead of a new one; its answer, when already there, is the first state.
 */
export function useRemote<T>(
  key: string | null,
  load: Load<T>,
): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<Remote<T>>(() => {
    const answer = key === null ? undefined : fresh(primed.get(key))?.answer;
    return answer ? { status: 'ready', data: answer.data as T } : { status: 'loading', data: null };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const early = attempt === 0 ? takePrimed(key) : undefined;
    const answer = early?.answer;
    if (answer) {
      const data = answer.data as T;
      setState((previous) => (previous.data === data ? previous : { status: 'ready', data }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    ((early?.promise as Promise<T> | undefined) ?? load(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; the key says when the request changes.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
