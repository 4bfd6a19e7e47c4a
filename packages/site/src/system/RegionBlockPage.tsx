import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { permissionAtom } from '@lobbykit/session';
import { CustomerServiceButton } from './CustomerServiceButton';
import * as styles from './SystemPage.css';

/** §2.11, §8 region-block page: the visitor's IP, the blocked-IP message, customer-service button. */
export default function RegionBlockPage() {
  const permission = useAtomValue(permissionAtom);
  const ip = permission?.location.ip ?? '';
  return (
    <main className={styles.page} aria-labelledby="system-title">
      <h1 id="system-title" className={styles.title}>
        <Trans>Access restricted</Trans>
      </h1>
      <p className={styles.line}>
        <Trans>
          Your IP address: <span className={styles.ip}>{ip}</span>
        </Trans>
      </p>
      <p className={styles.line}>
        <Trans>Access from your location or IP address is restricted.</Trans>
      </p>
      <CustomerServiceButton />
    </main>
  );
}
