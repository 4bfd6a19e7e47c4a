import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Button, Pagination, Spinner } from '@lobbykit/ui-kit';
import { AnnouncementReader } from './AnnouncementReader';
import { NOTICE_PAGE_SIZE, POPUP_PAGINATION_RANGE } from './paging';
import { selectedNoticeIndexAtom } from './noticeAtoms';
import { useNotices } from './useNotices';
import * as styles from './NoticeList.css';

/**
 * The notices, 6 a page (§9), with the selected one's text: the body of the notice popup and of
 * /noticePage. The selection is shared (selectedNoticeIndexAtom), so the page can reset it.
 */
export function NoticeList({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { state, retry } = useNotices();
  const [selected, setSelected] = useAtom(selectedNoticeIndexAtom);
  const { t } = useLingui();
  const playerTitleId = useId();

  if (state.status === 'loading') return <Spinner label={t`Loading announcements`} showLabel />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className={styles.stack}>
        <p className={styles.note}>
          <Trans>The announcements could not be loaded.</Trans>
        </p>
        <div>
          <Button tone="neutral" variant="soft" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }
  const { items, player } = state;
  const index = Math.min(selected, Math.max(0, items.length - 1));
  const pageCount = Math.ceil(items.length / NOTICE_PAGE_SIZE);
  const pageNo = Math.floor(index / NOTICE_PAGE_SIZE) + 1;
  const start = (pageNo - 1) * NOTICE_PAGE_SIZE;
  const pageItems = items.slice(start, start + NOTICE_PAGE_SIZE);
  return (
    <div className={styles.stack}>
      {items.length === 0 ? (
        <p className={styles.note}>
          <Trans>There are no announcements at the moment.</Trans>
        </p>
      ) : (
        <AnnouncementReader
          listLabel={t`Announcement titles`}
          items={pageItems}
          selectedIndex={index - start}
          onSelect={(i) => setSelected(start + i)}
          headingLevel={headingLevel}
        />
      )}
      <Pagination
        label={t`Announcement pages`}
        page={pageNo}
        pageCount={pageCount}
        range={POPUP_PAGINATION_RANGE}
        onPageChange={(next) => setSelected((next - 1) * NOTICE_PAGE_SIZE)}
        pageLabel={(n) => t`Page ${n}`}
        previousLabel={t`Previous page`}
        nextLabel={t`Next page`}
      />
      {player.length > 0 && (
        <section aria-labelledby={playerTitleId} className={styles.player}>
          {headingLevel === 2 ? (
            <h2 id={playerTitleId} className={styles.playerTitle}>
              <Trans>Notices for you</Trans>
            </h2>
          ) : (
            <h3 id={playerTitleId} className={styles.playerTitle}>
              <Trans>Notices for you</Trans>
            </h3>
          )}
          <ul className={styles.playerList}>
            {player.map((notice) => (
              <li key={notice.id}>{notice.title}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
