import { atom, useAtomValue } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { VendorLane } from '@lobbykit/api-contract';
import { apiAtom, brandAtom, languageAtom } from '@lobbykit/session';
import { readCache, writeCache } from './sessionCache';

const cacheKey = (merchant: string, language: string) => `vendorList:${merchant}:${language}`;

function isLaneList(value: unknown): value is VendorLane[] {
  return Array.isArray(value) && value.every((lane) => typeof lane?.gameCategory === 'string');
}

/**
 * The merchant's sorted vendor categories (§2.2, §7.3 GCSGAME_newGameVendor) in the site's
 * language; refetched when the language changes (the atom depends on it).
 */
const lanesQueryAtom = atom(async (get, { signal }) => {
  const language = get(languageAtom);
  const merchant = get(brandAtom).merchantCode;
  try {
    const { data } = await get(apiAtom).gameVendorLanes({ language }, { signal });
    // §3 "vendor list" in session storage: the next page of this session draws its menus at once.
    writeCache(cacheKey(merchant, language), data.lanes);
    return data.lanes;
  } catch {
    // The menus fall back to the cached list (or stay empty); the frame must never break on it.
    return null;
  }
});

const unwrappedLanesAtom = unwrap(lanesQueryAtom, (previous) => previous ?? null);

/** What the lanes were when the page opened: this session's cached list, if any. */
const cachedLanesAtom = atom((get) =>
  readCache(cacheKey(get(brandAtom).merchantCode, get(languageAtom)), isLaneList),
);

/**
 * The lanes to draw now: the fresh answer, or while it loads the previous answer (a language
 * change keeps the old menu until the new one arrives) or this session's cached copy; null when
 * there is nothing yet (the menus keep their reserved space empty).
 */
export const vendorLanesAtom = atom((get) => {
  const fresh = get(unwrappedLanesAtom);
  return fresh ?? get(cachedLanesAtom);
});

export function useVendorLanes(): VendorLane[] | null {
  return useAtomValue(vendorLanesAtom);
}
