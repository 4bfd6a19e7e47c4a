import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Announcement } from '@lobbykit/api-contract';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom, platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import * as styles from './AnnouncementStrip.css';

/** Reading speed of the strip: it scrolls at about this many pixels a second. */
const CHARS_PER_SECOND = 6;

/**
 * §2.4 the scrolling announcements strip, each with its time as DD/MM/YYYY HH:mm:ss in the
 * brand's time zone. It pauses while hovered or focused, has a pause button (WCAG 2.2.2), and
 * stands still for players who ask for reduced motion. Each item opens the announcements page.
 */
export function AnnouncementStrip() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const timeZone = useAtomValue(brandAtom).timeZone;
  const [paused, setPaused] = useState(false);
  // H: the home page strip (our reading of §3's announcement types).
  const strip = useQuery(
    platformQuery(context, ['announcements', 'H'], (signal) =>
      context.api.announcementList(
        { types: 'H', language: context.language, pageSize: 8 },
        { signal },
      ),
    ),
  );
  const items = strip.data?.list ?? [];
  if (!strip.isPending && items.length === 0) return null;
  const length = items.reduce((sum, item) => sum + item.title.length + 20, 0);
  const duration = `${Math.max(20, Math.round(length / CHARS_PER_SECOND))}s`;
  const render = (copy: 'main' | 'echo') => (
    <ul className={styles.list} aria-hidden={copy === 'echo' ? true : undefined}>
      {items.map((item) => (
        <li key={item.id}>
          <StripItem item={item} timeZone={timeZone} focusable={copy === 'main'} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.strip} aria-labelledby="lobby-strip-title">
      <h2 id="lobby-strip-title" className={styles.label}>
        <Trans>News</Trans>
      </h2>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          data-state={paused ? 'paused' : 'playing'}
          style={{ animationDuration: duration }}
        >
          {render('main')}
          {items.length > 0 ? render('echo') : null}
        </div>
      </div>
      {items.length > 0 ? (
        <button
          type="button"
          className={styles.pause}
          aria-pressed={paused}
          aria-label={t`Pause the news`}
          onClick={() => setPaused((value) => !value)}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            {paused ? (
              <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
            ) : (
              <>
                <rect x="2" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
                <rect x="8.5" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
              </>
            )}
          </svg>
        </button>
      ) : null}
    </section>
  );
}

function StripItem({
  item,
  timeZone,
  focusable,
}: {
  item: Announcement;
  timeZone: string;
  focusable: boolean;
}) {
  let when = '';
  try {
    when = formatDateTime(item.startTime, timeZone);
  } catch {
    // A malformed time is left out rather than shown wrong.
  }
  return (
    <Link to="/noticePage" className={styles.item} tabIndex={focusable ? undefined : -1}>
      <span>{item.title}</span>
      {when ? (
        <time className={styles.time} dateTime={item.startTime}>
          {when}
        </time>
      ) : null}
    </Link>
  );
}
