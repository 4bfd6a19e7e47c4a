import { CASHIER_FALLBACK_REFETCH_MS, DEPOSIT_KEY } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

export { DEPOSIT_KEY };

type Api = PlatformQueryContext['api'];
export type DepositChannels = Awaited<ReturnType<Api['depositChannels']>>;
export type DepositChannel = DepositChannels['channels'][number];
export type Deposit = Awaited<ReturnType<Api['depositCreate']>>;

const isMember = (context: PlatformQueryContext) =>
  context.scope !== null && context.scope[2].startsWith('member:');

/** The merchant's channels and what is left of the member's deposit limits (§6: members only). */
export function depositChannelsQuery(context: PlatformQueryContext) {
  return {
    queryKey: [...(context.scope ?? ['restoring']), ...DEPOSIT_KEY, 'channels'],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      context.api.depositChannels(undefined, { signal }),
    enabled: isMember(context),
  };
}

/**
 * The member's latest deposits. An operator's confirmation or the gateway's notification shows
 * without a reload: the member's event stream marks the list stale (issue 15); while a deposit
 * waits (created or pending) it is also asked again now and then, in case the stream is down.
 */
export function depositListQuery(context: PlatformQueryContext) {
  return {
    queryKey: [...(context.scope ?? ['restoring']), ...DEPOSIT_KEY, 'list'],
    queryFn: ({ signal }: { signal: AbortSignal }) => context.api.depositList({}, { signal }),
    enabled: isMember(context),
    refetchInterval: (query: { state: { data?: { content: Deposit[] } } }) =>
      query.state.data?.content.some((d) => d.state === 'created' || d.state === 'pending')
        ? CASHIER_FALLBACK_REFETCH_MS
        : false,
  };
}
