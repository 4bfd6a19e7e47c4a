/** §3 session storage keys this kit writes. */
export const TOKEN_KEY = 'token';
/** §3 "merchant code keys": the only session storage that survives a logout (§4). */
export const MERCHANT_KEYS = ['merchantCode', 'merchant'] as const;

/** The parts of `Storage` the session code uses, so tests can pass a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage access throws in some privacy modes; the session then lives in memory only.
    return null;
  }
}

export function readKey(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(storage: KeyValueStorage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or blocked storage must not break login: the token stays in memory for this tab.
  }
}

/** §4 logout: all session storage cleared except the merchant keys, which are restored. */
export function clearExceptMerchantKeys(storage: KeyValueStorage | null): void {
  if (!storage) return;
  const kept = MERCHANT_KEYS.map((key) => [key, readKey(storage, key)] as const);
  try {
    storage.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) writeKey(storage, key, value);
}
