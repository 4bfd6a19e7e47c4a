import { Trans, useLingui } from '@lingui/react/macro';
import { HomeIcon, LinkButton } from '@lobbykit/ui-kit';
import { MemberCentre } from './MemberCentre';
import { plannedDescriptions } from './plannedDescriptions';
import type { PlannedPage } from './plannedDescriptions';
import * as styles from './memberCentre.css';

/**
 * A member page a later slice builds: its place in the menu and an honest note of what it will
 * do, with the way to help meanwhile. No data is shown, none is made up.
 */
export function PlannedMemberPage({ page }: { page: PlannedPage }) {
  const { i18n } = useLingui();
  return (
    <MemberCentre page={page}>
      <section className={styles.refused}>
        <p className={styles.panelText}>
          <Trans>This part of the member centre is not open yet.</Trans>
        </p>
        <p className={styles.panelText}>{i18n._(plannedDescriptions[page])}</p>
        <p className={styles.panelText}>
          <Trans>Until then, our customer service can help you: open it from the side menu.</Trans>
        </p>
        <LinkButton href="/" tone="neutral" variant="soft">
          <span className={styles.icon} aria-hidden="true">
            <HomeIcon />
          </span>
          <Trans>Back to the home page</Trans>
        </LinkButton>
      </section>
    </MemberCentre>
  );
}
