import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { srOnly } from '../catalogue/a11y.css';
import { pageWindow } from './listQuery';
import * as styles from './ListPage.css';

/** Paging of a list: previous, numbered pages around the current one, next; plain links. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const previous = page - 1;
  const next = page + 1;
  return (
    <nav className={styles.pagination} aria-label={t`Pages`}>
      <ul className={styles.pages}>
        <li>
          <Link
            to={hrefFor(Math.max(1, previous))}
            className={styles.pageLink}
            aria-disabled={page <= 1 ? 'true' : undefined}
            tabIndex={page <= 1 ? -1 : undefined}
          >
            <Trans>Previous</Trans>
          </Link>
        </li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                className={styles.pageLink}
                aria-current={entry === page ? 'page' : undefined}
              >
                <span className={srOnly}>
                  <Trans>Page</Trans>{' '}
                </span>
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          <Link
            to={hrefFor(Math.min(totalPages, next))}
            className={styles.pageLink}
            aria-disabled={page >= totalPages ? 'true' : undefined}
            tabIndex={page >= totalPages ? -1 : undefined}
          >
            <Trans>Next</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
