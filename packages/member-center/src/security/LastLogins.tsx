import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberSecurity } from '@lobbykit/api-contract';
import { formatDateTime } from '@lobbykit/i18n';
import { brandAtom } from '@lobbykit/session';
import { EmptyState, Spinner, Table } from '@lobbykit/ui-kit';
import * as styles from './security.css';

type Login = MemberSecurity['lastLogins'][number];

function when(iso: string, timeZone: string): string {
  try {
    return formatDateTime(iso, timeZone);
  } catch {
    return iso;
  }
}

/** Issue 14 item 2: the last logins with time, device and IP (ui-kit's Table: cards on phones). */
export function LastLogins({
  logins,
  state,
}: {
  logins: Login[];
  state: 'ready' | 'loading' | 'error';
}) {
  const { t } = useLingui();
  const timeZone = useAtomValue(brandAtom).timeZone;
  const rows = logins.map((login, index) => ({ ...login, id: `${login.at}-${index}` }));
  const loadingLabel = t`Loading the last logins`;
  const empty = <EmptyState title={t`No logins yet`} headingLevel={3} />;
  const failed = <EmptyState title={t`The last logins could not be loaded.`} headingLevel={3} />;
  return (
    <section className={`${styles.section} ${styles.wide}`} aria-labelledby="security-logins">
      <h2 id="security-logins" className={styles.heading}>
        <Trans>Last logins</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>If you do not recognise a login, change your login password at once.</Trans>
      </p>
      {/* On a phone the logins are cards, with the table's own loading, error and empty states. */}
      <div className={styles.phoneOnly}>
        {state === 'loading' && rows.length === 0 ? (
          <Spinner label={loadingLabel} showLabel size="sm" />
        ) : state === 'error' ? (
          failed
        ) : rows.length === 0 ? (
          empty
        ) : (
          <ul className={styles.list} aria-label={t`Last logins`}>
            {rows.map((row) => (
              <li key={row.id} className={styles.row}>
                <time dateTime={row.at}>
                  {when(row.at, timeZone)}
                  {row.current ? ` (${t`this session`})` : ''}
                </time>
                <span>{row.device ?? t`Unknown`}</span>
                <span>{row.ip ?? t`Unknown`}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.wideOnly}>
        <Table
          label={t`Last logins`}
          loadingLabel={loadingLabel}
          state={state}
          rows={rows}
          columns={[
            {
              id: 'at',
              label: t`Time`,
              isRowHeader: true,
              render: (row) => (
                <time dateTime={row.at}>
                  {when(row.at, timeZone)}
                  {row.current ? ` (${t`this session`})` : ''}
                </time>
              ),
            },
            { id: 'device', label: t`Device`, render: (row) => row.device ?? t`Unknown` },
            { id: 'ip', label: t`IP address`, render: (row) => row.ip ?? t`Unknown` },
          ]}
          emptyContent={empty}
          errorContent={failed}
        />
      </div>
    </section>
  );
}
