import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { useFavouriteSync } from '../favourites/useFavouriteSync';
import { noticePopupOpenAtom } from '../notices/noticeAtoms';
import { lobbyDialogAtom } from './launchAtoms';
import * as styles from './LobbyOverlays.css';

// The dialogs (React Aria's modal) load only when one is opened: never on the first page.
const LobbyDialogs = lazy(() => import('./LobbyDialogs'));
const NoticePopup = lazy(() => import('../notices/NoticePopup'));

/**
 * The lobby's popups, mounted once by the frame: a provider's game list (§2.3), a launch in
 * progress, a launch that failed (§8), the notices (§2.8 noticeModal, opened through
 * openNoticePopupAtom). Also keeps the favourite ids in step with the session.
 */
export function LobbyOverlays() {
  useFavouriteSync();
  const noticeOpen = useAtomValue(noticePopupOpenAtom);
  return (
    <>
      <LaunchOverlay />
      {noticeOpen && (
        <Suspense fallback={null}>
          <NoticePopup />
        </Suspense>
      )}
    </>
  );
}

function LaunchOverlay() {
  const dialog = useAtomValue(lobbyDialogAtom);
  if (dialog.kind === 'closed') return null;
  if (dialog.kind === 'launching') {
    const name = dialog.gameName;
    return (
      <div className={styles.launching} role="status">
        <span className={styles.launchingBox}>
          <Trans>Opening {name}…</Trans>
        </span>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <LobbyDialogs dialog={dialog} />
    </Suspense>
  );
}
