import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useRouterLink } from '../LinkButton/linkRouter';
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
  /** Called with the page to show (with `hrefFor`, after the link is followed). */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page: the pages become links (crawlable, openable in a new tab) that navigate
   * with the app's router inside `LinkRouterProvider`. Without it they are buttons.
   */
  hrefFor?: (page: number) => string;
  /** Accessible name of a page button, given the number (for example `(n) => \`Page ${n}\``). */
  pageLabel: (page: number) => string;
  /** Accessible name of the previous-page button (already translated). */
  previousLabel: string;
  /** Accessible name of the next-page button (already translated). */
  nextLabel: string;
  /** Pages shown either side of the current one. @default 2 */
  range?: number;
}

interface ItemProps {
  className: string;
  'aria-label': string;
  'aria-current'?: 'page';
  'data-selected'?: true;
  isDisabled?: boolean;
}

/** A page as a link, through the app's router inside `LinkRouterProvider`. */
function PageLink({
  href,
  onPress,
  isDisabled,
  children,
  ...props
}: ItemProps & { href: string | undefined; onPress: () => void; children: ReactNode }) {
  const link = useRouterLink(href, isDisabled ? undefined : onPress);
  return (
    // Without an address an <a> is no link to assistive technology; the role keeps the disabled
    // end announced as a link that cannot be followed.
    <a
      {...props}
      href={link.href}
      role={href === undefined ? 'link' : undefined}
      aria-disabled={isDisabled || undefined}
      onClick={link.onClick}
    >
      {children}
    </a>
  );
}

/**
 * Page buttons (or links) with previous and next, the current page marked with aria-current; the
 * browser's own elements, since the announcement popup brings it to the first page.
 */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  pageLabel,
  previousLabel,
  nextLabel,
  range = 2,
  hrefFor,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const item = (target: number, { isDisabled, ...props }: ItemProps, children: ReactNode) =>
    hrefFor ? (
      <PageLink
        {...props}
        isDisabled={isDisabled}
        // A disabled link has no address: nothing to follow, open or crawl.
        href={isDisabled ? undefined : hrefFor(target)}
        onPress={() => onPageChange?.(target)}
      >
        {children}
      </PageLink>
    ) : (
      <button {...props} type="button" disabled={isDisabled} onClick={() => onPageChange?.(target)}>
        {children}
      </button>
    );
  return (
    <nav aria-label={label} className={styles.nav}>
      {item(
        page - 1,
        { className: styles.step, 'aria-label': previousLabel, isDisabled: page <= 1 },
        <span aria-hidden="true">‹</span>,
      )}
      {pageItems(page, pageCount, range).map((entry) =>
        entry.kind === 'gap' ? (
          <span key={entry.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={entry.page}>
            {item(
              entry.page,
              {
                className: styles.page,
                'aria-label': pageLabel(entry.page),
                'aria-current': entry.page === page ? 'page' : undefined,
                'data-selected': entry.page === page || undefined,
              },
              entry.page,
            )}
          </Fragment>
        ),
      )}
      {item(
        page + 1,
        { className: styles.step, 'aria-label': nextLabel, isDisabled: page >= pageCount },
        <span aria-hidden="true">›</span>,
      )}
    </nav>
  );
}
