import { useAtomValue } from 'jotai';
import { systemStatusAtom } from '@lobbykit/session';
import { EventPopupGate } from '../popups/EventPopupGate';
import { AnnouncementGate } from './AnnouncementGate';

/**
 * The frame's public popup (§2.8): the announcement popup (publicModal, shown by itself after the
 * announcement fetch), loaded lazily; only the small gate is in the first page. The notice popup
 * (noticeModal) is the lobby's, mounted with its overlays. The operator's popups of the event
 * stream (issue 15) show here too.
 */
export function PublicPopups() {
  // The maintenance and region pages host the customer-service popup only.
  if (useAtomValue(systemStatusAtom) !== 'normal') return null;
  return (
    <>
      <AnnouncementGate />
      <EventPopupGate />
    </>
  );
}
