/**
 * §3 session storage caches (vendor list, hot games, winner board): values kept for the browser
 * session. Storage can be missing or full; the lobby then simply asks the platform again.
 */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readCache<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCache(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: the next page asks the platform again.
  }
}

export function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  return storage();
}
