import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SportsBet, SportsLeg } from '@lobbykit/api-contract';
import { formatAmount, formatDateTime } from '@lobbykit/i18n';
import { brandAtom, moneyFormatAtom, platformQueryContextAtom } from '@lobbykit/session';
import { Tabs } from '@lobbykit/ui-kit';
import { BetList } from '../bets/BetList';
import { marketName, selectionName } from './labels';
import { myBetsQuery } from './sportsQueries';
import * as styles from './Sports.css';

function Leg({ leg }: { leg: SportsLeg }) {
  const { t, i18n } = useLingui();
  const home = leg.home.name;
  const away = leg.away.name;
  const results: Record<SportsLeg['result'], string> = {
    open: t({ message: 'Open', context: 'sports bet state' }),
    won: t`Won`,
    lost: t`Lost`,
    void: t`Void`,
  };
  const match = t`${home} v ${away}`;
  const score = leg.score ? `${leg.score.home}–${leg.score.away}` : null;
  const market = marketName(i18n, leg.market, leg.sport);
  const chosen = selectionName(i18n, leg, { home, away });
  const odds = leg.odds;
  return (
    <li className={styles.leg} data-result={leg.result}>
      <span>{score ? t`${match} (${score})` : match}</span>
      <span>
        <Trans>
          {market}: {chosen} at <span data-testid="leg-odds">{odds}</span>
        </Trans>
      </span>
      <span className={styles.badge} data-state={leg.result}>
        {results[leg.result]}
      </span>
    </li>
  );
}

function BetRow({ bet }: { bet: SportsBet }) {
  const { t } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const brand = useAtomValue(brandAtom);
  const states: Record<SportsBet['state'], string> = {
    open: t({ message: 'Open', context: 'sports bet state' }),
    won: t`Won`,
    lost: t`Lost`,
    void: t`Void (stake returned)`,
  };
  const kind = bet.kind === 'accumulator' ? t`Accumulator` : t`Single`;
  const odds = bet.odds;
  return (
    <li className={styles.row} data-testid={`sports-bet-${bet.betId}`} data-state={bet.state}>
      <div className={styles.fixtureHead}>
        <strong>
          <Trans>
            {kind} at {odds}
          </Trans>
        </strong>
        <span className={styles.badge} data-state={bet.state}>
          {states[bet.state]}
        </span>
      </div>
      <ul className={styles.legs} aria-label={t`Legs`}>
        {bet.legs.map((leg) => (
          <Leg key={leg.fixtureId} leg={leg} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>
          <Trans>Placed</Trans>
        </dt>
        <dd>{formatDateTime(bet.placedAt, brand.timeZone)}</dd>
        <dt>
          <Trans>Stake</Trans>
        </dt>
        <dd data-testid="sports-bet-stake">{formatAmount(bet.stake, money)}</dd>
        {bet.payout === null ? (
          <>
            <dt>
              <Trans>Potential return</Trans>
            </dt>
            <dd>{formatAmount(bet.potentialReturn, money)}</dd>
          </>
        ) : (
          <>
            <dt>
              <Trans>Payout</Trans>
            </dt>
            <dd data-testid="sports-bet-payout">{formatAmount(bet.payout, money)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function SportsBets({ state }: { state: 'open' | 'settled' }) {
  const context = useAtomValue(platformQueryContextAtom);
  return (
    <BetList
      query={myBetsQuery(context, state)}
      state={state}
      empty={
        state === 'open' ? (
          <Trans>You have no open sports bets.</Trans>
        ) : (
          <Trans>You have no settled sports bets yet.</Trans>
        )
      }
      renderBet={(bet) => <BetRow bet={bet} />}
      classNames={styles}
    />
  );
}

/** The member's sports bets: open, and settled with each leg's result and the payout. */
export function MyBets() {
  const { t } = useLingui();
  const [tab, setTab] = useState('open');
  return (
    <section className={styles.card} aria-labelledby="sports-bets-title">
      <h2 id="sports-bets-title" className={styles.heading}>
        <Trans>My bets</Trans>
      </h2>
      <Tabs
        label={t`My bets`}
        selectedId={tab}
        onSelectionChange={setTab}
        isFitted
        items={[
          {
            id: 'open',
            label: t({ message: 'Open', context: 'sports bet state' }),
            content: <SportsBets state="open" />,
          },
          { id: 'settled', label: t`Settled`, content: <SportsBets state="settled" /> },
        ]}
      />
    </section>
  );
}
