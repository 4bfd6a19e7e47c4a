import { Trans } from '@lingui/react/macro';
import { NoticeList } from './NoticeList';
import * as styles from './NoticePage.css';

/** §2.1 /noticePage: the announcement list as a page (the route resets the selection to 0). */
export default function NoticePage() {
  return (
    <section className={styles.page} aria-labelledby="notice-page-title">
      <h1 id="notice-page-title" className={styles.title}>
        <Trans>Announcements</Trans>
      </h1>
      <NoticeList headingLevel={2} />
    </section>
  );
}
