import { useAtomValue } from 'jotai';
import type { ResponseOf, calls } from '@lobbykit/api-contract';
import { platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import type { ReaderItem } from './AnnouncementReader';

export type Notices = ResponseOf<typeof calls.noticeList>;

export type NoticesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ReaderItem[]; player: Notices['player'] };

/**
 * §7.4 notices (types B,PL,PU,PR, platform W, execution B), asked again when the language or
 * the login changes (the query's scope); banners then promotions make one list, player notices
 * (titles only) another.
 */
export function useNotices(): { state: NoticesState; retry: () => void } {
  const context = useAtomValue(platformQueryContextAtom);
  const notices = useQuery(
    platformQuery(context, ['notices'], (signal) =>
      context.api.noticeList({ language: context.language }, { signal }),
    ),
  );
  const state: NoticesState = notices.data
    ? {
        status: 'ready',
        items: [...notices.data.banners, ...notices.data.promotion],
        player: notices.data.player,
      }
    : notices.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return { state, retry: () => void notices.refetch() };
}
