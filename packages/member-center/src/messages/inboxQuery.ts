import { INBOX_KEY } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

export { INBOX_KEY };

type Api = PlatformQueryContext['api'];
export type InboxPage = Awaited<ReturnType<Api['messageList']>>;
export type InboxMessage = InboxPage['content'][number];

/**
 * §2.9 messageV2: the member's inbox, newest first, one keyset page after another ("Show more").
 * §6: never asked for a visitor or a trial player. Options for `useInfiniteQuery`.
 */
export function inboxQuery(context: PlatformQueryContext) {
  const scope = context.scope;
  return {
    queryKey: [...(scope ?? ['restoring']), ...INBOX_KEY],
    queryFn: ({ pageParam, signal }: { pageParam: number | null; signal: AbortSignal }) =>
      context.api.messageList(pageParam === null ? {} : { before: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: InboxPage) => last.next ?? undefined,
    enabled: scope !== null && scope[2].startsWith('member:'),
  };
}
