import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { apiAtom, languageAtom } from '@lobbykit/session';
import { Button, Dialog, Pagination, Spinner } from '@lobbykit/ui-kit';
import {
  announcementFirstPageAtom,
  announcementQueryKey,
  closeAnnouncementsAtom,
} from './announcementAtoms';
import type { AnnouncementPage, Audience } from './announcementAtoms';
import { AnnouncementReader } from './AnnouncementReader';
import { ANNOUNCEMENT_PAGE_SIZE, POPUP_PAGINATION_RANGE } from './paging';
import * as styles from './AnnouncementPopup.css';

/**
 * §2.8 publicModal: the current audience's announcements, 8 a page (§9). Closing it (button, Esc
 * or the close icon) stores the audience's key, so it stays closed for the session (§4).
 */
export default function AnnouncementPopup({ audience }: { audience: Audience }) {
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(languageAtom);
  const first = useAtomValue(announcementFirstPageAtom);
  const closeAnnouncements = useSetAtom(closeAnnouncementsAtom);
  const { t } = useLingui();
  const queryKey = announcementQueryKey(audience, language);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState(0);
  const [fetched, setFetched] = useState<{ key: string; page: AnnouncementPage } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  const wanted = `${queryKey}|${pageNo}`;
  const fromGate = pageNo === 1 && first?.queryKey === queryKey ? first.page : null;
  const page = fromGate ?? (fetched?.key === wanted ? fetched.page : null);
  const failed = page === null && failedKey === wanted;

  const needFetch = fromGate === null;
  useEffect(() => {
    if (!needFetch) return;
    const controller = new AbortController();
    api
      .announcementList(
        {
          types: 'PU',
          execution: audience.executions.join(','),
          language,
          pageNo,
          pageSize: ANNOUNCEMENT_PAGE_SIZE,
        },
        { signal: controller.signal },
      )
      .then(
        (value) => setFetched({ key: wanted, page: value }),
        (error: unknown) => {
          if (!(error instanceof Error && error.name === 'AbortError')) setFailedKey(wanted);
        },
      );
    return () => controller.abort();
    // `wanted` carries the audience, language and page; the rest follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, wanted, needFetch]);

  // §4: only the audience's executions, even if a platform sent more.
  const items = (page?.list ?? []).filter((a) => audience.executions.includes(a.execution));
  const close = () => closeAnnouncements(audience.key);

  return (
    <Dialog
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
    </Dialog>
  );
}
