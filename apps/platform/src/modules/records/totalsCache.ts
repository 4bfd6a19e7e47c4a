import { TtlMap } from '../../cache/ttlMap';
import type { EventBus } from '../events/bus';
import type { BetQuery, Records, Totals } from './repository';

/**
 * How late the betting record's totals may be for the one change that moves no money: a round
 * that stakes nothing and wins nothing (a free spin) adds to the count of rounds only. Every
 * other change moves money, and a money movement forgets the member's totals on every node.
 */
export const betTotalsCacheMs = 5_000;

/** Different filters of one member kept at once (ranges, categories, games). */
const filtersPerMember = 32;

/**
 * The betting record's totals by member and filter (issue 14 "records at scale"): every first
 * page reads them, and the sums over a 90-day range (daily rows, the partial days' rounds, the
 * lottery bets) cost as much as the page itself. Kept in a map of the member's own, which a
 * movement of the member's money (the events bus: a bet, a payout, a refund) drops on every
 * node; a read that was under way then finishes into the dropped map, so nothing read before a
 * movement is served after it.
 */
export function cachedBetTotals(records: Records, bus: EventBus) {
  const byMember = new TtlMap<number, Map<string, Totals>>(betTotalsCacheMs);
  bus.subscribe('events', (ids) => ids.forEach((id) => byMember.delete(id)));
  return async function betTotals(memberId: number, query: BetQuery): Promise<Totals> {
    const key = [query.from.getTime(), query.to.getTime(), query.category, query.nodeId].join('|');
    const kept = await byMember.load(memberId, async () => new Map<string, Totals>());
    const known = kept?.get(key);
    if (known) return known;
    const totals = await records.betTotals(memberId, query);
    if (kept && kept.size < filtersPerMember) kept.set(key, totals);
    return totals;
  };
}
