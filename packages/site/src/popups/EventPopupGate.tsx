import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  accountPopupAtom,
  closeEventPopupAtom,
  eventPopupsAtom,
  isLoggedInAtom,
} from '@lobbykit/session';
import { sideMenuOpenAtom } from '../frame/frameAtoms';
import { loadSection } from '../routing/lazySection';
import { useAnnouncementsWaiting } from '../announcements/AnnouncementGate';

const EventPopup = lazy(() => loadSection('popup:event', () => import('./EventPopup')));
const ContractPopup = lazy(() => loadSection('popup:contract', () => import('./ContractPopup')));

const onVisibilityChange = (change: () => void) => {
  document.addEventListener('visibilitychange', change);
  return () => document.removeEventListener('visibilitychange', change);
};
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * §2.8 socket-event popup and contract popup (issue 15): what the member's event stream brought
 * (the operator's popups, contracts offered or settled), one at a time, oldest first; logged in
 * only (§6). Like the announcement popup it waits while an account popup or the menu sheet is
 * open, and it waits for the announcement popup too (an offer waiting since the member's last
 * visit shows at login, with the announcements), so two dialogs never fight for Escape. Every tab of the member holds the same popups
 * (session tabShare.ts) and shows them only while it is visible, and closing one closes it in
 * every tab: so the member meets each popup once, in the tab in front of them, rather than once
 * per tab, and a popup never waits unseen in a background tab that happens to hold the stream.
 */
export function EventPopupGate() {
  const popups = useAtomValue(eventPopupsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const accountPopup = useAtomValue(accountPopupAtom);
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  const close = useSetAtom(closeEventPopupAtom);
  const visible = useSyncExternalStore(onVisibilityChange, isVisible, () => true);
  const announcements = useAnnouncementsWaiting().waiting;
  const popup = popups[0];
  if (
    !popup ||
    !loggedIn ||
    !visible ||
    announcements ||
    accountPopup.kind !== 'closed' ||
    menuOpen
  )
    return null;
  const onClose = () => close(popup.seq);
  return (
    <Suspense fallback={null}>
      {popup.kind === 'contract' ? (
        <ContractPopup key={popup.seq} contract={popup.contract} onClose={onClose} />
      ) : (
        <EventPopup key={popup.seq} popup={popup} onClose={onClose} />
      )}
    </Suspense>
  );
}
