import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ResponseOf, calls } from '@lobbykit/api-contract';
import { apiAtom, languageAtom, sessionAtom } from '@lobbykit/session';
import type { ReaderItem } from '../announcements/AnnouncementReader';

export type Notices = ResponseOf<typeof calls.noticeList>;

export type NoticesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: ReaderItem[]; player: Notices['player'] };

/**
 * §7.4 notices (types B,PL,PU,PR, platform W, execution B), fetched again when the language or
 * the login changes; banners then promotions make one list, player notices (titles only) another.
 */
export function useNotices(): { state: NoticesState; retry: () => void } {
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(languageAtom);
  const sessionKind = useAtomValue(sessionAtom).kind;
  const [state, setState] = useState<NoticesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sessionKind === 'restoring') return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.noticeList({ language }, { signal: controller.signal }).then(
      (value) =>
        setState({
          status: 'ready',
          items: [...value.banners, ...value.promotion],
          player: value.player,
        }),
      (error: unknown) => {
        if (!(error instanceof Error && error.name === 'AbortError'))
          setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, language, sessionKind, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
