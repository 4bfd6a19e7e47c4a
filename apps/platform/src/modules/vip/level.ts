/**
 * §2.6, §9 VIP levels 1–6 (issue 14 item 8): the highest level whose threshold the turnover
 * reaches. `thresholds` are levels 2 to 6 in minor units, rising; level 1 needs nothing.
 */
export function vipLevelOf(turnoverMinor: bigint, thresholds: readonly bigint[]): number {
  let level = 1;
  thresholds.forEach((threshold, index) => {
    if (turnoverMinor >= threshold) level = index + 2;
  });
  return level;
}
