import { Suspense, lazy, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { prepareDateTimeFormat } from '@lobbykit/i18n';
import { accountPopupAtom, brandAtom, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { sideMenuOpenAtom } from '../frame/frameAtoms';
import { loadSection } from '../routing/lazySection';
import {
  announcementAudienceAtom,
  announcementPageQuery,
  isAnnouncementClosedAtom,
} from './announcementAtoms';

const loadPopup = () => loadSection('popup:announcements', () => import('./AnnouncementPopup'));
const AnnouncementPopup = lazy(loadPopup);

/**
 * Whether the announcement popup has something to show for the current audience and was not
 * closed this session: the popup itself, and the event popups that wait for it (EventPopupGate).
 */
export function useAnnouncementsWaiting() {
  const context = useAtomValue(platformQueryContextAtom);
  const audience = useAtomValue(announcementAudienceAtom);
  const isClosed = useAtomValue(isAnnouncementClosedAtom);
  const closed = audience ? isClosed(audience.key) : true;
  const first = useQuery({
    // Without an audience (start-up) nothing is asked: `enabled` below.
    ...announcementPageQuery(context, audience ?? { key: 'ANONYMOUS_POPUP', executions: [] }, 1),
    // Announcements are a courtesy: a failed fetch shows nothing and the site goes on.
    enabled: audience !== null && !closed && context.scope !== null,
  });
  const ready = (first.data?.list.length ?? 0) > 0;
  return { audience, context, wanted: audience !== null && !closed, waiting: ready && !closed };
}

/**
 * §2.8 publicModal, §4: fetches the announcements for the current audience (again on a language or
 * login change) and shows the popup when there are some and it was not closed this session. It
 * waits while an account popup or the menu sheet is open, so two dialogs never stack (a native
 * modal opened over the menu would take its Escape).
 */
export function AnnouncementGate() {
  const { audience, context, wanted, waiting } = useAnnouncementsWaiting();
  const accountPopup = useAtomValue(accountPopupAtom);
  const menuOpen = useAtomValue(sideMenuOpenAtom);
  const { timeZone } = useAtomValue(brandAtom);

  // The popup's code loads and runs while its announcements are fetched, so evaluating it and
  // showing it are two short tasks instead of one long one (issue 6: no task over 100 ms). Its
  // items' times need the page's first date formatter (ICU data, 10–25 ms in a profile): built
  // in a task of its own meanwhile, not in the render that opens the popup (issue 17 item 2).
  useEffect(() => {
    if (!wanted) return;
    loadPopup().catch(() => {
      // The Suspense below asks again and shows nothing if it still fails.
    });
    const timer = setTimeout(() => prepareDateTimeFormat(timeZone), 0);
    return () => clearTimeout(timer);
  }, [wanted, timeZone]);

  if (!audience || !waiting || accountPopup.kind !== 'closed' || menuOpen) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the scope: a language or login change starts again at the first item. */}
      <AnnouncementPopup key={JSON.stringify(context.scope)} audience={audience} />
    </Suspense>
  );
}
