import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { accountPopupAtom, sessionAtom } from '@lobbykit/session';
import { Button, Skeleton } from '@lobbykit/ui-kit';
import * as styles from './Header.css';

/**
 * The member's and trial player's header controls are a chunk of their own: a visitor's first
 * page never needs them (issue 17 item 5, about 2.5 KB gzipped with the balance, VIP badge and
 * link buttons). A stored session starts their download while it is being checked.
 */
const loadSignedIn = () => import('./HeaderSignedIn');
const MemberAccount = lazy(() => loadSignedIn().then((m) => ({ default: m.MemberAccount })));
const TrialAccount = lazy(() => loadSignedIn().then((m) => ({ default: m.TrialAccount })));

/** §2.6 the account part of the header, by session state (§4). */
export function HeaderAccount({ hideBalance }: { hideBalance: boolean }) {
  const session = useAtomValue(sessionAtom);
  switch (session.kind) {
    case 'restoring':
      return <RestoringAccount />;
    case 'visitor':
      return <VisitorAccount />;
    case 'member':
      return (
        <Suspense fallback={<RestoringAccount />}>
          <MemberAccount
            member={session.member}
            isAgent={session.isAgent}
            hideBalance={hideBalance}
          />
        </Suspense>
      );
    case 'trial':
      return (
        <Suspense fallback={<RestoringAccount />}>
          <TrialAccount member={session.member} />
        </Suspense>
      );
    default: {
      const unknown: never = session;
      return unknown;
    }
  }
}

/**
 * While a stored session is checked, the member's controls are not known yet: fixed-size
 * placeholders hold their place, so nothing moves when they arrive (quality bar).
 */
function RestoringAccount() {
  useEffect(() => {
    void loadSignedIn();
  }, []);
  return (
    <>
      <div className={styles.account} aria-busy="true">
        <span className={styles.srOnly}>
          <Trans>Loading your account</Trans>
        </span>
        <span className={styles.identity}>
          <Skeleton width={24} height={28} />
          <Skeleton width={88} height={20} shape="text" />
        </span>
        <Skeleton width={150} height={28} />
        <Skeleton width={88} height={40} />
      </div>
      <div className={styles.actions}>
        <Skeleton width={40} height={40} />
        <Skeleton width={40} height={40} />
      </div>
    </>
  );
}

/** §2.6 login and register for visitors; each opens its popup (§2.8). */
function VisitorAccount() {
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <>
      <div className={styles.account}>
        <div className={styles.visitorButtons}>
          <Button
            variant="soft"
            tone="neutral"
            onPress={() => setPopup({ kind: 'login', method: 'username' })}
          >
            <Trans>Log in</Trans>
          </Button>
          <Button onPress={() => setPopup({ kind: 'register', method: 'username' })}>
            <Trans>Register</Trans>
          </Button>
        </div>
      </div>
      <div className={styles.actions} />
    </>
  );
}
