import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { Skeleton } from '@lobbykit/ui-kit';
import { ResponsibleGamblingSettings } from '../responsible-gambling/ResponsibleGambling';
import { AvatarSection } from './AvatarSection';
import { BankAccountsSection } from './BankAccountsSection';
import { ContactsSection } from './ContactsSection';
import { LastLogins } from './LastLogins';
import { LoginPasswordSection, PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileSection } from './ProfileSection';
import { securityQuery } from './securityQueries';
import * as styles from './security.css';

/**
 * §2.9 securityCenter, issue 14 item 2: profile, avatar, contacts, bank accounts, payment and login
 * passwords and the last logins, in sections (stacked on phones, two columns on desktop).
 */
export function SecurityCentre() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const security = useQuery(securityQuery(context));
  const data = security.data;
  return (
    <div className={styles.grid}>
      <ProfileSection />
      <AvatarSection />
      <ContactsSection />
      {data ? (
        <>
          <PaymentPasswordSection isSet={data.hasPaymentPassword} contacts={data} />
          <BankAccountsSection
            payeeName={data.payeeName}
            hasPaymentPassword={data.hasPaymentPassword}
          />
        </>
      ) : security.error ? (
        <p role="alert">{t`Your security settings could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={48} />
      )}
      <LoginPasswordSection />
      <ResponsibleGamblingSettings />
      <LastLogins
        logins={data?.lastLogins ?? []}
        state={security.isPending ? 'loading' : security.error ? 'error' : 'ready'}
      />
    </div>
  );
}
