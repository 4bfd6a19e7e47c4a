import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { platformQueryContextAtom, useQuery } from '@lobbykit/session';
import { EmptyState, ProgressBar, Skeleton, Stat } from '@lobbykit/ui-kit';
import { RecordFailure } from '../records/RecordFailure';
import { useRecordFormat } from '../records/RecordParts';
import * as recordStyles from '../records/records.css';
import { bonusesQuery } from './bonusQuery';
import type { MemberBonus, MemberBonuses } from './bonusQuery';
import * as styles from './bonus.css';

/** A decimal amount as a number, for the bar's position only (its text is formatted apart). */
const measure = (wire: string) => Number(wire);

function Offer({ offer }: { offer: MemberBonuses['offer'] }) {
  const { t } = useLingui();
  const format = useRecordFormat();
  if (!offer) {
    return (
      <p className={recordStyles.note}>
        <Trans>No daily deposit bonus is offered at the moment.</Trans>
      </p>
    );
  }
  const percent = `${offer.percent}%`;
  const cap = format.amount(offer.cap);
  const times = offer.wageringMultiplier;
  return (
    <section className={styles.offer} aria-labelledby="bonus-offer-heading">
      <h2 id="bonus-offer-heading" className={styles.heading}>
        <Trans>Daily deposit bonus</Trans>
      </h2>
      <p className={recordStyles.note}>
        {t`Your first deposit of each day earns a ${percent} bonus, up to ${cap}.`}{' '}
        {times === 0
          ? t`It can be withdrawn at once.`
          : t`Bet ${times} times the bonus after it is credited; until then the bonus cannot be withdrawn. Bets count once they are settled.`}
      </p>
    </section>
  );
}

function BonusCard({ bonus }: { bonus: MemberBonus }) {
  const { t } = useLingui();
  const format = useRecordFormat();
  const done = bonus.state === 'completed';
  const requirement = measure(bonus.requirement);
  return (
    <li className={styles.card} data-state={bonus.state}>
      <div className={styles.cardHead}>
        <p className={styles.amount}>{format.amount(bonus.amount)}</p>
        <span className={styles.state} data-state={bonus.state}>
          {done ? t`Wagering done` : t`Wagering`}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Credited on</Trans>
        </dt>
        <dd className={styles.factValue}>
          <time dateTime={bonus.creditedAt}>{format.time(bonus.creditedAt)}</time>
        </dd>
        <dt>
          <Trans>Requirement</Trans>
        </dt>
        <dd className={styles.factValue}>{format.amount(bonus.requirement)}</dd>
        {bonus.completedAt ? (
          <>
            <dt>
              <Trans>Completed on</Trans>
            </dt>
            <dd className={styles.factValue}>
              <time dateTime={bonus.completedAt}>{format.time(bonus.completedAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {requirement > 0 ? (
        <ProgressBar
          label={t`Wagered`}
          value={Math.min(measure(bonus.wagered), requirement)}
          maxValue={requirement}
          valueLabel={t`${format.amount(bonus.wagered)} of ${format.amount(bonus.requirement)}`}
          tone={done ? 'positive' : 'brand'}
        />
      ) : null}
    </li>
  );
}

/**
 * §2.9 bonusDetails (issue 14): the brand's daily deposit bonus, what the member's bonuses still
 * lock (not withdrawable), and each bonus with its wagering progress.
 */
export function Bonuses() {
  const { t } = useLingui();
  const context = useAtomValue(platformQueryContextAtom);
  const format = useRecordFormat();
  const bonuses = useQuery(bonusesQuery(context));

  if (bonuses.isPending) {
    return (
      <div aria-busy="true" className={recordStyles.page}>
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={160} />
      </div>
    );
  }
  if (bonuses.error || !bonuses.data)
    return <RecordFailure error={bonuses.error} onRetry={() => void bonuses.refetch()} />;

  const data = bonuses.data;
  return (
    <div className={recordStyles.page}>
      <Offer offer={data.offer} />
      <div className={recordStyles.totals} role="group" aria-label={t`Your bonuses`}>
        <Stat label={t`Locked by wagering`} value={format.amount(data.lockedByBonus)} />
      </div>
      <section className={recordStyles.page} aria-labelledby="bonus-list-heading">
        <h2 id="bonus-list-heading" className={styles.sectionHeading}>
          <Trans>Your bonuses</Trans>
        </h2>
        {data.bonuses.length === 0 ? (
          <EmptyState
            size="sm"
            title={t`No bonus yet`}
            description={
              data.offer
                ? t`Your first deposit of a day earns the daily deposit bonus; it will be listed here with its wagering.`
                : t`Bonuses credited to your account will be listed here with their wagering.`
            }
          />
        ) : (
          <ul className={styles.list} aria-label={t`Your bonuses`}>
            {data.bonuses.map((bonus) => (
              <BonusCard key={bonus.id} bonus={bonus} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
