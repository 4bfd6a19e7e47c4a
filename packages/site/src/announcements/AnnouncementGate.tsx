import { Suspense, lazy, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { accountPopupAtom, apiAtom, languageAtom } from '@lobbykit/session';
import { loadSection } from '../routing/lazySection';
import {
  announcementAudienceAtom,
  announcementFirstPageAtom,
  announcementQueryKey,
  isAnnouncementClosedAtom,
} from './announcementAtoms';
import { ANNOUNCEMENT_PAGE_SIZE } from './paging';

const loadPopup = () => loadSection('popup:announcements', () => import('./AnnouncementPopup'));
const AnnouncementPopup = lazy(loadPopup);

/**
 * §2.8 publicModal, §4: fetches the announcements for the current audience (again on a language or
 * login change) and shows the popup when there are some and it was not closed this session. It
 * waits while an account popup is open, so two dialogs never stack.
 */
export function AnnouncementGate() {
  const api = useAtomValue(apiAtom);
  const audience = useAtomValue(announcementAudienceAtom);
  const language = useAtomValue(languageAtom);
  const isClosed = useAtomValue(isAnnouncementClosedAtom);
  const accountPopup = useAtomValue(accountPopupAtom);
  const [first, setFirst] = useAtom(announcementFirstPageAtom);
  const queryKey = audience ? announcementQueryKey(audience, language) : null;
  const closed = audience ? isClosed(audience.key) : true;

  useEffect(() => {
    if (!audience || !queryKey || closed) return;
    // The popup's code loads and runs while its announcements are fetched, so evaluating it and
    // showing it are two short tasks instead of one long one (issue 6: no task over 100 ms).
    loadPopup().catch(() => {
      // The Suspense below asks again and shows nothing if it still fails.
    });
    const controller = new AbortController();
    api
      .announcementList(
        {
          types: 'PU',
          execution: audience.executions.join(','),
          language,
          pageNo: 1,
          pageSize: ANNOUNCEMENT_PAGE_SIZE,
        },
        { signal: controller.signal },
      )
      .then(
        (page) => setFirst({ queryKey, page }),
        () => {
          // Announcements are a courtesy: a failed fetch shows nothing and the site goes on.
        },
      );
    return () => controller.abort();
    // The audience object is rebuilt on every read; its key says all that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, queryKey, closed]);

  const ready = first !== null && first.queryKey === queryKey && first.page.list.length > 0;
  if (!audience || closed || !ready || accountPopup.kind !== 'closed') return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the query: a language or login change starts again at the first item. */}
      <AnnouncementPopup key={queryKey} audience={audience} />
    </Suspense>
  );
}
