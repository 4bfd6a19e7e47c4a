import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom, requestLoginAtom, sessionAtom } from '@lobbykit/session';
import { Button } from '@lobbykit/ui-kit';
import { useSetAtom } from 'jotai';
import { ResponsibleGamblingSettings } from './ResponsibleGambling';
import type { ExcludedState } from './ResponsibleGambling';
import * as styles from '../security/security.css';
import * as page from './responsibleGambling.css';

/**
 * Issue 14 item 9: the footer's responsible-gambling page (/responsible-gambling). A visitor reads
 * what each tool does and where to get help; a member also sees and changes the settings.
 */
export default function ResponsibleGamblingPage() {
  const { t } = useLingui();
  const kind = useAtomValue(sessionAtom).kind;
  const timeZone = useAtomValue(brandAtom).timeZone;
  const requestLogin = useSetAtom(requestLoginAtom);
  const state = useLocation().state as Partial<ExcludedState> | null;
  const until = typeof state?.excludedUntil === 'string' ? state.excludedUntil : null;
  let untilText = '';
  if (until) {
    try {
      untilText = formatDateTime(until, timeZone);
    } catch {
      untilText = until;
    }
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>
        <Trans>Responsible gambling</Trans>
      </h1>
      {until ? (
        <p role="alert" className={page.notice}>
          <Trans>
            You have been logged out: your break is in force until {untilText}. Until then login,
            deposits and play are refused on every brand of this operator.
          </Trans>
        </p>
      ) : null}
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="rg-tools">
          <h2 id="rg-tools" className={styles.heading}>
            <Trans>Tools to stay in control</Trans>
          </h2>
          <ul className={page.bullets}>
            <li>
              <Trans>
                Deposit limits cap what you can deposit per day, week or month. Loss limits stop
                your bets once your net losses reach the limit.
              </Trans>
            </li>
            <li>
              <Trans>
                A lower limit applies at once; raising or removing one takes effect only after 24
                hours, so the decision is not made in the heat of the moment.
              </Trans>
            </li>
            <li>
              <Trans>
                A time-out pauses your account for 24 hours to 6 weeks; a self-exclusion for 6
                months, 1 year or 5 years. Either logs you out at once and holds on every brand of
                this operator. Neither can be shortened.
              </Trans>
            </li>
          </ul>
        </section>
        <section className={styles.section} aria-labelledby="rg-help">
          <h2 id="rg-help" className={styles.heading}>
            <Trans>Where to get help</Trans>
          </h2>
          <p className={styles.note}>
            <Trans>
              If gambling stops being fun, talk to someone. Our customer service can set any of
              these tools with you, and independent help lines such as GamCare (gamcare.org.uk) and
              Gamblers Anonymous (gamblersanonymous.org) offer free, confidential support.
            </Trans>
          </p>
        </section>
        {kind === 'member' ? (
          <ResponsibleGamblingSettings title={t`Your settings`} />
        ) : (
          <section className={`${styles.section} ${styles.wide}`} aria-labelledby="rg-settings">
            <h2 id="rg-settings" className={styles.heading}>
              <Trans>Your settings</Trans>
            </h2>
            <p className={styles.note}>
              <Trans>Log in to set your limits or take a break.</Trans>
            </p>
            {until ? null : (
              <div className={styles.actions}>
                <Button onPress={() => requestLogin()}>{t`Log in`}</Button>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
