import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { systemStatusAtom } from '@lobbykit/session';
import { noticePopupOpenAtom } from '../notices/noticeAtoms';
import { loadSection } from '../routing/lazySection';
import { AnnouncementGate } from './AnnouncementGate';

const NoticePopup = lazy(() =>
  loadSection('popup:notices', () => import('../notices/NoticePopup')),
);

/**
 * The frame's public popups (§2.8): the announcement popup (publicModal, shown by itself after
 * the announcement fetch) and the notice popup (noticeModal, opened through openNoticePopupAtom).
 * Both load lazily; only the small gate is in the first page.
 */
export function PublicPopups() {
  const noticeOpen = useAtomValue(noticePopupOpenAtom);
  // The maintenance and region pages host the customer-service popup only.
  if (useAtomValue(systemStatusAtom) !== 'normal') return null;
  return (
    <>
      <AnnouncementGate />
      {noticeOpen && (
        <Suspense fallback={null}>
          <NoticePopup />
        </Suspense>
      )}
    </>
  );
}
