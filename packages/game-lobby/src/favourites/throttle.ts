/** §4, §9: the favourite toggle runs at most once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;

/**
 * A leading-edge throttle that drops trailing calls (§4 "ignoring trailing calls"): `tryRun`
 * answers true when the call may run now, false when it falls within `ms` of the last one that
 * ran. A dropped call is not replayed later.
 */
export function createLeadingThrottle(ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryRun(): boolean {
      const at = now();
      if (at - last < ms) return false;
      last = at;
      return true;
    },
  };
}
