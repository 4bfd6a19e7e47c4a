import { useAtomValue } from 'jotai';
import type { VendorLane } from '@lobbykit/api-contract';
import { platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/**
 * The merchant's sorted vendor categories (§2.2, §7.3 GCSGAME_newGameVendor) in the site's
 * language. §3 "vendor list" in session storage: the next page of this session draws its menus
 * at once.
 */
export const vendorLanesQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    ['vendorLanes'],
    async (signal) => {
      const { data } = await context.api.gameVendorLanes(
        { language: context.language },
        { signal },
      );
      return data.lanes;
    },
    { keepForSession: true },
  );

/**
 * The lanes to draw now: the answer, or while a new language's answer loads the previous one
 * (the menu does not blank and jump); null when there is nothing yet or the call failed (the
 * menus keep their reserved space empty: the frame must never break on it).
 */
export function useVendorLanes(): VendorLane[] | null {
  const context = useAtomValue(platformQueryContextAtom);
  const { data } = useQuery({
    ...vendorLanesQuery(context),
    placeholderData: (previous) => previous,
  });
  return data ?? null;
}
