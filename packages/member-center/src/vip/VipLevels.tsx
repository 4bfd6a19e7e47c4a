import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount } from '@lobbykit/i18n';
import {
  memberInfoAtom,
  moneyFormatAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Meter, Skeleton, Stat, Table, VipBadge } from '@lobbykit/ui-kit';
import type { TableColumn } from '@lobbykit/ui-kit';
import { RecordFailure } from '../records/RecordFailure';
import * as styles from '../records/records.css';
import { vipQuery } from './vipQuery';
import type { VipStatus } from './vipQuery';
import * as vipStyles from './vip.css';

/** A decimal amount as a number, for the meter's position only (its text is formatted apart). */
const measure = (wire: string) => Number(wire);

/**
 * Issue 14 item 8, §2.6: the member's VIP level with the turnover of the brand's rolling period,
 * a meter of the progress to the next level, and every level's threshold and benefits.
 */
export function VipLevels() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const money = useAtomValue(moneyFormatAtom);
  const [member, setMember] = useAtom(memberInfoAtom);
  const vip = useQuery(vipQuery(context));
  const amount = (wire: string) => formatAmount(wire, money);

  // The header's badge shows memberInfo's level; a fresher answer here (a window that moved since
  // login) brings it up to date, so the page and the header never disagree.
  const level = vip.data?.level;
  useEffect(() => {
    if (member && level !== undefined && member.vipLevel !== level)
      setMember({ ...member, vipLevel: level });
  }, [member, level, setMember]);

  if (vip.isPending) {
    return (
      <div aria-busy="true" className={styles.page}>
        <Skeleton width="100%" height={96} />
        <Skeleton width="100%" height={240} />
      </div>
    );
  }
  if (vip.error || !vip.data)
    return <RecordFailure error={vip.error} onRetry={() => void vip.refetch()} />;

  const data = vip.data;
  const current = data.levels[data.level - 1];
  const from = measure(current?.threshold ?? '0');
  const columns: TableColumn<VipStatus['levels'][number] & { id: number }>[] = [
    {
      id: 'level',
      label: t`Level`,
      isRowHeader: true,
      render: (row) => (
        <span className={vipStyles.levelCell}>
          {/* The level in words beside its badge: a bare badge named only for screen readers
              left sighted members guessing at a tiny numeral. */}
          <span aria-hidden="true" className={vipStyles.levelBadge}>
            <VipBadge level={row.level} label={t`VIP ${row.level}`} size="sm" />
          </span>
          <span>{t`VIP ${row.level}`}</span>
          {row.level === data.level ? (
            <span className={styles.note}>
              <Trans>Your level</Trans>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'turnover',
      label: t`Turnover in ${data.periodDays} days`,
      align: 'end',
      render: (row) => (
        <span className={styles.amount}>
          {row.level === 1 ? t`None needed` : t`From ${amount(row.threshold)}`}
        </span>
      ),
    },
    { id: 'benefits', label: t`Benefits`, render: (row) => row.benefits },
  ];

  return (
    <div className={styles.page}>
      <section className={vipStyles.summary} aria-labelledby="vip-level-heading">
        <VipBadge level={data.level} label={t`VIP ${data.level}`} size="lg" />
        <div className={vipStyles.summaryText}>
          <h2 id="vip-level-heading" className={vipStyles.levelHeading}>
            <Trans>VIP {data.level}</Trans>
          </h2>
          <p className={styles.note}>
            <Trans>
              Your level comes from the bets of your settled rounds in the last {data.periodDays}{' '}
              days, counted again every time you look.
            </Trans>
          </p>
        </div>
      </section>
      <div className={styles.totals} role="group" aria-label={t`Your turnover`}>
        <Stat label={t`Turnover in ${data.periodDays} days`} value={amount(data.turnover)} />
        {data.next ? (
          <Stat label={t`Left to VIP ${data.next.level}`} value={amount(data.next.remaining)} />
        ) : null}
      </div>
      {data.next ? (
        <Meter
          label={t`Progress to VIP ${data.next.level}`}
          minValue={from}
          maxValue={measure(data.next.threshold)}
          value={Math.min(measure(data.turnover), measure(data.next.threshold))}
          valueLabel={t`${amount(data.turnover)} of ${amount(data.next.threshold)}`}
        />
      ) : (
        <p className={styles.note}>
          <Trans>You are at the highest level. Keep playing within the period to stay there.</Trans>
        </p>
      )}
      <Table
        label={t`VIP levels and benefits`}
        columns={columns}
        rows={data.levels.map((row) => ({ ...row, id: row.level }))}
        loadingLabel={t`Loading`}
        emptyContent={null}
        errorContent={null}
      />
      <p className={styles.note}>
        <Trans>As older rounds leave the period, your level can go down as well as up.</Trans>
      </p>
    </div>
  );
}
