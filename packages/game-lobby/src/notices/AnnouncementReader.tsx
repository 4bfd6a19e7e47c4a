import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom } from '@lobbykit/session';
import { RichText } from '../richText/RichText';
import * as styles from './AnnouncementReader.css';

export interface ReaderItem {
  id: string;
  title: string;
  /** Operator HTML; sanitised before rendering. */
  content: string;
  startTime?: string;
}

export interface AnnouncementReaderProps {
  /** Names the list of titles (already translated). */
  listLabel: string;
  items: readonly ReaderItem[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Heading level of the selected item's title inside its dialog or page. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * A list of announcement titles and the selected one's text (publicModal, noticeModal and
 * /noticePage share it). The list is a set of buttons; the current one carries aria-current.
 */
export function AnnouncementReader({
  listLabel,
  items,
  selectedIndex,
  onSelect,
  headingLevel = 3,
}: AnnouncementReaderProps) {
  const brand = useAtomValue(brandAtom);
  const articleId = useId();
  const titleId = useId();
  const index = Math.min(Math.max(0, selectedIndex), Math.max(0, items.length - 1));
  const selected = items[index];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.reader}>
      <ul className={styles.list} aria-label={listLabel}>
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={i === index ? 'true' : undefined}
              data-selected={i === index || undefined}
              aria-controls={articleId}
              onClick={() => onSelect(i)}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <article id={articleId} className={styles.article} aria-labelledby={titleId}>
          <Heading id={titleId} className={styles.title}>
            {selected.title}
          </Heading>
          {selected.startTime ? (
            <p className={styles.time}>
              <time dateTime={selected.startTime}>
                {formatDateTime(selected.startTime, brand.timeZone)}
              </time>
            </p>
          ) : null}
          <RichText html={selected.content} />
        </article>
      ) : null}
    </div>
  );
}
