import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Pagination.css';

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers to show: the first, the last, and `range` pages either side of the current
 * one, with a gap where pages are left out (1 … 4 5 [6] 7 8 … 20 for range 2).
 */
export function pageItems(page: number, pageCount: number, range: number): PageItem[] {
  const items: PageItem[] = [];
  const from = Math.max(1, page - range);
  const to = Math.min(pageCount, page + range);
  if (from > 1) items.push({ kind: 'page', page: 1 });
  if (from > 2) items.push({ kind: 'gap', key: 'start' });
  for (let p = from; p <= to; p += 1) items.push({ kind: 'page', page: p });
  if (to < pageCount - 1) items.push({ kind: 'gap', key: 'end' });
  if (to < pageCount) items.push({ kind: 'page', page: pageCount });
  return items;
}

export interface PaginationProps {
  /** Names the navigation landmark (for example "Announcement pages"). */
  label: string;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing renders for one page or none. */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Accessible name of a page button, given the number (for example `(n) => \`Page ${n}\``). */
  pageLabel: (page: number) => string;
  /** Accessible name of the previous-page button (already translated). */
  previousLabel: string;
  /** Accessible name of the next-page button (already translated). */
  nextLabel: string;
  /** Pages shown either side of the current one. @default 2 */
  range?: number;
}

/** Page buttons with previous and next, the current page marked with aria-current. */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  pageLabel,
  previousLabel,
  nextLabel,
  range = 2,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <AriaButton
        className={styles.step}
        aria-label={previousLabel}
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </AriaButton>
      {pageItems(page, pageCount, range).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <AriaButton
            key={item.page}
            className={styles.page}
            aria-label={pageLabel(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
            data-selected={item.page === page || undefined}
            onPress={() => onPageChange(item.page)}
          >
            {item.page}
          </AriaButton>
        ),
      )}
      <AriaButton
        className={styles.step}
        aria-label={nextLabel}
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </AriaButton>
    </nav>
  );
}
