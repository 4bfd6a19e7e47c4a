import type { PlatformQueryContext } from '@lobbykit/session';
import { RECORDS_KEY, platformQuery } from '@lobbykit/session';

type Api = PlatformQueryContext['api'];

export { RECORDS_KEY };

export type BetFilters = Omit<
  NonNullable<Parameters<Api['bettingRecord']>[0]>,
  'cursor' | 'pageSize'
>;
export type AccountFilters = Omit<
  NonNullable<Parameters<Api['memberTransactions']>[0]>,
  'cursor' | 'pageSize'
>;
export type BonusFilters = Omit<
  NonNullable<Parameters<Api['bonusDetails']>[0]>,
  'cursor' | 'pageSize'
>;
export type BetCategory = NonNullable<BetFilters['category']>;
export type TransferKind = NonNullable<AccountFilters['kind']>;

export type BetPage = Awaited<ReturnType<Api['bettingRecord']>>;
export type BetRow = BetPage['rows'][number];
export type AccountPage = Awaited<ReturnType<Api['memberTransactions']>>;
export type AccountRow = AccountPage['rows'][number];
export type Profit = Awaited<ReturnType<Api['personalProfit']>>;

/** Rows a page asks for: a screenful on a phone, few enough to read on a desktop. */
export const recordPageSize = 20;

const memberScope = (context: PlatformQueryContext) =>
  context.scope !== null && context.scope[2].startsWith('member:');

/**
 * A keyset-paged record (§2.9; the platform's `next` cursor) for `useInfiniteQuery`: the filters
 * are part of the key, so a change of filter starts again at the first page. §6: never asked for a
 * visitor or a trial player.
 */
function pagedRecord<F, P extends { next: string | null }>(
  context: PlatformQueryContext,
  name: string,
  filters: F,
  read: (request: F & { cursor?: string; pageSize: number }, signal: AbortSignal) => Promise<P>,
) {
  return {
    queryKey: [...(context.scope ?? ['restoring']), ...RECORDS_KEY, name, filters],
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
      read(
        {
          ...filters,
          pageSize: recordPageSize,
          ...(pageParam === null ? {} : { cursor: pageParam }),
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.next ?? undefined,
    enabled: memberScope(context),
  };
}

export const betRecordQuery = (context: PlatformQueryContext, filters: BetFilters) =>
  pagedRecord(context, 'bets', filters, (request, signal) =>
    context.api.bettingRecord(request, { signal }),
  );

export const accountRecordQuery = (context: PlatformQueryContext, filters: AccountFilters) =>
  pagedRecord(context, 'transactions', filters, (request, signal) =>
    context.api.memberTransactions(request, { signal }),
  );

export const bonusRecordQuery = (context: PlatformQueryContext, filters: BonusFilters) =>
  pagedRecord(context, 'bonus', filters, (request, signal) =>
    context.api.bonusDetails(request, { signal }),
  );

export const profitQuery = (context: PlatformQueryContext, range: { from: string; to: string }) =>
  platformQuery(
    context,
    [...RECORDS_KEY, 'profit', range],
    (signal) => context.api.personalProfit(range, { signal }),
    { memberOnly: true },
  );
