import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { permissionAtom } from '@lobbykit/session';
import { CustomerServiceButton } from './CustomerServiceButton';
import * as styles from './SystemPage.css';

/** §2.11, §8 maintenance page: title, two info lines, customer-service button. */
export default function MaintenancePage() {
  const permission = useAtomValue(permissionAtom);
  // The operator's own lines when it set them (§2.11 "two info lines"), else the §8 notice.
  const [first, second] = permission?.maintenance.info ?? [];
  return (
    <main className={styles.page} aria-labelledby="system-title">
      <h1 id="system-title" className={styles.title}>
        <Trans>The system is under maintenance</Trans>
      </h1>
      <p className={styles.line}>
        {first ?? <Trans>Access to the site is temporarily suspended.</Trans>}
      </p>
      <p className={styles.line}>
        {second ?? (
          <Trans>
            We apologise for the inconvenience. Please contact customer service if you need help.
          </Trans>
        )}
      </p>
      <CustomerServiceButton />
    </main>
  );
}
