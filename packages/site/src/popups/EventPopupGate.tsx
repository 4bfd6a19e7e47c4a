import { Suspense, lazy } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  accountPopupAtom,
  closeEventPopupAtom,
  eventPopupsAtom,
  isLoggedInAtom,
} from '@lobbykit/session';
import { sideMenuOpenAtom } from '../frame/frameAtoms';
import { loadSection } from '../routing/lazySection';

const EventPopup = lazy(() => loadSection('popup:event', () => import('./EventPopup')));
const ContractPopup = lazy(() => loadSection('popup:contract', () => import('./ContractPopup')));

/**
 * §2.8 socket-event popup and contract popup (issue 15): what the member's event stream brought
 * (the operator's popups, contracts offered or settled), one at a time, oldest first; logged in
 * only (§6). Like the announcement popup it waits while an account popup or the menu sheet is
 * open, so two dialogs never fight for Escape.
 */
export function EventPopupGate() {
  const popups = useAtomValue(eventPopupsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const accountPopup = useAtomValue(accountPopupAtom);
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  const close = useSetAtom(closeEventPopupAtom);
  const popup = popups[0];
  if (!popup || !loggedIn || accountPopup.kind !== 'closed' || menuOpen) return null;
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
