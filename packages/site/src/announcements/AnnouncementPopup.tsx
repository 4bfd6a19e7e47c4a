import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { AnnouncementReader, POPUP_PAGINATION_RANGE } from '@lobbykit/game-lobby/announcements';
import { Button, NativeDialog, Pagination, Spinner } from '@lobbykit/ui-kit';
import { announcementPageQuery, closeAnnouncementsAtom } from './announcementAtoms';
import type { Audience } from './announcementAtoms';
import * as styles from './AnnouncementPopup.css';

/**
 * §2.8 publicModal: the current audience's announcements, 8 a page (§9). Closing it (button, Esc
 * or the close icon) stores the audience's key, so it stays closed for the session (§4).
 */
export default function AnnouncementPopup({ audience }: { audience: Audience }) {
  const context = useAtomValue(platformQueryContextAtom);
  const closeAnnouncements = useSetAtom(closeAnnouncementsAtom);
  const { t } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState(0);
  // Page 1 is in the cache already: the gate asked for it before opening the popup.
  const current = useQuery(announcementPageQuery(context, audience, pageNo));
  const page = current.data ?? null;
  const failed = page === null && current.isError;

  // §4: only the audience's executions, even if a platform sent more.
  const items = (page?.list ?? []).filter((a) => audience.executions.includes(a.execution));
  const close = () => closeAnnouncements(audience.key);

  return (
    <NativeDialog
      title={t`Announcements`}
      closeLabel={t`Close`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      actions={
        <Button onPress={close}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <div className={styles.body}>
        {page === null && !failed && <Spinner label={t`Loading announcements`} showLabel />}
        {failed && (
          <p role="alert" className={styles.note}>
            <Trans>The announcements could not be loaded. Please try again later.</Trans>
          </p>
        )}
        {page !== null && (
          <AnnouncementReader
            listLabel={t`Announcement titles`}
            items={items}
            selectedIndex={selected}
            onSelect={setSelected}
          />
        )}
        {page !== null && (
          <Pagination
            label={t`Announcement pages`}
            page={pageNo}
            pageCount={page.totalPages}
            range={POPUP_PAGINATION_RANGE}
            onPageChange={(next) => {
              setPageNo(next);
              setSelected(0);
            }}
            pageLabel={(n) => t`Page ${n}`}
            previousLabel={t`Previous page`}
            nextLabel={t`Next page`}
          />
        )}
      </div>
    </NativeDialog>
  );
}
