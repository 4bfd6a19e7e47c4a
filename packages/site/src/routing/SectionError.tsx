import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@lobbykit/ui-kit';
import { SectionLoadError } from './lazySection';
import * as styles from './SectionError.css';

/**
 * A section that fails or stalls shows a friendly retry instead of a blank page (§2.11, §8).
 * Retry reloads the page: a failed chunk usually means a new deployment replaced the old files.
 */
export function SectionError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className={styles.box} aria-labelledby="section-error-title">
      <h1 id="section-error-title" className={styles.title}>
        {notFound ? <Trans>Page not found</Trans> : <Trans>This page could not be loaded</Trans>}
      </h1>
      <p className={styles.text}>
        {notFound ? (
          <Trans>The address may be mistyped, or the page has moved.</Trans>
        ) : error instanceof SectionLoadError && error.reason === 'timeout' ? (
          <Trans>Page load timeout. Check your connection and try again.</Trans>
        ) : (
          <Trans>Network abnormal. Check your connection and try again.</Trans>
        )}
      </p>
      <div className={styles.actions}>
        {!notFound && (
          <Button tone="brand" onPress={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="soft" onPress={() => window.location.assign('/')}>
          <Trans>Go to the home page</Trans>
        </Button>
      </div>
    </section>
  );
}
