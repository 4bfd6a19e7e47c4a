import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryBet, LotteryPlayType } from '@lobbykit/api-contract';
import { formatAmount, formatDateTime } from '@lobbykit/i18n';
import { brandAtom, moneyFormatAtom, platformQueryContextAtom } from '@lobbykit/session';
import { Tabs } from '@lobbykit/ui-kit';
import { BetList } from '../bets/BetList';
import { Balls } from './Balls';
import { playTypeName, selectionText } from './labels';
import { myBetsQuery } from './lotteryQueries';
import * as styles from './Lottery.css';

function BetRow({ bet, playTypes }: { bet: LotteryBet; playTypes: readonly LotteryPlayType[] }) {
  const { t, i18n } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const brand = useAtomValue(brandAtom);
  const type = playTypes.find((p) => p.code === bet.playType);
  const twoDigits = type?.pick.kind === 'number' && type.pick.high === 99;
  const stateNames: Record<LotteryBet['state'], string> = {
    open: t({ message: 'Open', context: 'lottery bet state' }),
    won: t`Won`,
    lost: t`Lost`,
    void: t`Void (stake returned)`,
  };
  const drawNumber = bet.drawNumber;
  const picked = new Set([
    ...(bet.selection.numbers ?? []),
    ...(bet.selection.number !== undefined && bet.selection.position === undefined
      ? [bet.selection.number]
      : []),
  ]);
  return (
    <li className={styles.row} data-testid={`bet-${bet.betId}`} data-state={bet.state}>
      <div className={styles.rowHead}>
        <strong>
          {playTypeName(i18n, bet.playType)}: {selectionText(i18n, bet.selection, twoDigits)}
        </strong>
        <span className={styles.state} data-state={bet.state}>
          {stateNames[bet.state]}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>
          <Trans>Draw</Trans>
        </dt>
        <dd>
          {drawNumber} · {formatDateTime(bet.drawAt, brand.timeZone)}
        </dd>
        <dt>
          <Trans>Stake</Trans>
        </dt>
        <dd>{formatAmount(bet.stake, money)}</dd>
        {bet.payout !== null ? (
          <>
            <dt>
              <Trans>Payout</Trans>
            </dt>
            <dd data-testid="bet-payout">{formatAmount(bet.payout, money)}</dd>
          </>
        ) : null}
      </dl>
      {bet.numbers ? <Balls numbers={bet.numbers} twoDigits={twoDigits} hits={picked} /> : null}
    </li>
  );
}

function LotteryBets({
  gameCode,
  state,
  playTypes,
}: {
  gameCode: string;
  state: 'open' | 'settled';
  playTypes: readonly LotteryPlayType[];
}) {
  const context = useAtomValue(platformQueryContextAtom);
  return (
    <BetList
      query={myBetsQuery(context, gameCode, state)}
      state={state}
      empty={
        state === 'open' ? (
          <Trans>You have no open bets on this game.</Trans>
        ) : (
          <Trans>You have no settled bets on this game yet.</Trans>
        )
      }
      renderBet={(bet) => <BetRow bet={bet} playTypes={playTypes} />}
      classNames={styles}
    />
  );
}

/** The member's bets on this game: open, and settled with their payout and the numbers drawn. */
export function MyBets({
  gameCode,
  playTypes,
}: {
  gameCode: string;
  playTypes: readonly LotteryPlayType[];
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState('open');
  return (
    <section className={styles.card} aria-labelledby="lottery-bets-title">
      <h2 id="lottery-bets-title" className={styles.heading}>
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
            label: t({ message: 'Open', context: 'lottery bet state' }),
            content: <LotteryBets gameCode={gameCode} state="open" playTypes={playTypes} />,
          },
          {
            id: 'settled',
            label: t`Settled`,
            content: <LotteryBets gameCode={gameCode} state="settled" playTypes={playTypes} />,
          },
        ]}
      />
    </section>
  );
}
