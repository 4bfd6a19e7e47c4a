import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { LinkButton } from '@lobbykit/ui-kit';
import * as styles from './SectionError.css';
import { useRouteHandle } from './useRouteEffects';

/**
 * A §2.1 page whose feature comes with a later issue: its title and a way home, instead of
 * "Page not found" for an address the navigation itself links to.
 */
export default function PlannedPage() {
  const { title } = useRouteHandle();
  const { i18n } = useLingui();
  return (
    <section className={styles.box} aria-labelledby="planned-page-title">
      <h1 id="planned-page-title" className={styles.title}>
        {title ? i18n._(title) : <Trans>Coming soon</Trans>}
      </h1>
      <p className={styles.text}>
        <Trans>This page is coming soon.</Trans>
      </p>
      <div className={styles.actions}>
        <LinkButton href="/" variant="soft">
          <Trans>Go to the home page</Trans>
        </LinkButton>
      </div>
    </section>
  );
}
