import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryPlayType } from '@lobbykit/api-contract';
import { formatAmount } from '@lobbykit/i18n';
import {
  balanceQuery,
  moneyFormatAtom,
  platformQueryContextAtom,
  useQuery,
} from '@lobbykit/session';
import { Button, TextField } from '@lobbykit/ui-kit';
import { playTypeName, selectionText } from './labels';
import { fromMinor, slipMaxBets, slipTotal, stakeIssue, toMinor } from './slip';
import type { Slip, SlipAction, StakeIssue } from './slip';
import * as styles from './Lottery.css';

/** What the last press of "Place bets" came to. */
export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'placed'; count: number; drawNumber: number }
  | { kind: 'failed'; message: string };

export interface BetSlipProps {
  slip: Slip;
  dispatch: (action: SlipAction) => void;
  playTypes: readonly LotteryPlayType[];
  /** The draw the slip goes on; null while the next one opens. */
  drawNumber: number | null;
  place: PlaceState;
  onPlace: () => void;
}

function Placed({ drawNumber, count }: { drawNumber: number; count: number }) {
  return (
    <p className={styles.alert} data-tone="positive">
      <Trans>
        Placed on draw {drawNumber}: {count} bets. See them under My bets.
      </Trans>
    </p>
  );
}

/** The slip: one line per bet with its stake, the total, and "Place bets". */
export function BetSlip({ slip, dispatch, playTypes, drawNumber, place, onPlace }: BetSlipProps) {
  const { t, i18n } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const context = useAtomValue(platformQueryContextAtom);
  const balance = useQuery(balanceQuery(context));
  const minorUnits = money.minorUnits ?? 2;
  const list = useRef<HTMLUListElement>(null);
  const amount = (wire: string) => formatAmount(wire, money);
  const typeOf = (code: string) => playTypes.find((p) => p.code === code);

  const issueText = (issue: StakeIssue): string => {
    switch (issue.kind) {
      case 'empty':
        return t`Enter a stake.`;
      case 'notAmount':
        return minorUnits === 0
          ? t`Enter a whole amount, such as 100.`
          : t`Enter an amount with at most ${minorUnits} decimals.`;
      case 'belowMin': {
        const min = amount(issue.min);
        return t`The smallest stake is ${min}.`;
      }
      case 'aboveMax': {
        const max = amount(issue.max);
        return t`The largest stake is ${max}.`;
      }
      default: {
        const never: never = issue;
        throw new Error(`unknown stake issue ${JSON.stringify(never)}`);
      }
    }
  };

  const issues = slip.lines.map((line) => {
    const type = typeOf(line.playType);
    return type ? stakeIssue(line.stake, type, minorUnits) : null;
  });
  const hasIssue = issues.some((issue) => issue !== null);
  const total = amount(fromMinor(slipTotal(slip.lines, minorUnits), minorUnits));
  const count = slip.lines.length;

  const press = () => {
    if (hasIssue) {
      list.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    onPlace();
  };

  return (
    <section className={`${styles.card} ${styles.slip}`} aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title" className={styles.heading}>
        <Trans>Bet slip</Trans>
      </h2>
      {count === 0 ? (
        <p className={styles.muted}>
          <Trans>Pick numbers or a side to add bets here.</Trans>
        </p>
      ) : (
        <ul ref={list} className={styles.slipLines} aria-label={t`Bets on the slip`}>
          {slip.lines.map((line, index) => {
            const type = typeOf(line.playType);
            const name = playTypeName(i18n, line.playType);
            const pick = selectionText(
              i18n,
              line.selection,
              type?.pick.kind === 'number' && type.pick.high === 99,
            );
            const issue = issues[index] ?? null;
            const odds = type?.odds.kind === 'fixed' ? toMinor(type.odds.odds, 2) : null;
            const stake = toMinor(line.stake, minorUnits);
            const wins =
              odds !== null && stake !== null && issue === null
                ? amount(fromMinor((stake * odds) / 100n, minorUnits))
                : null;
            return (
              <li key={line.id} className={styles.slipLine}>
                <div>
                  <p className={styles.slipPick}>
                    {name}: {pick}
                  </p>
                  <TextField
                    label={t`Stake for ${name} ${pick}`}
                    value={line.stake}
                    inputMode={minorUnits === 0 ? 'numeric' : 'decimal'}
                    onChange={(stake) => dispatch({ kind: 'stake', id: line.id, stake })}
                    {...(issue ? { errorMessage: issueText(issue) } : {})}
                    {...(wins ? { hint: t`Wins ${wins}` } : {})}
                  />
                </div>
                <Button
                  variant="ghost"
                  tone="neutral"
                  size="sm"
                  aria-label={t`Remove ${name} ${pick}`}
                  onPress={() => dispatch({ kind: 'remove', id: line.id })}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <dl className={styles.totals}>
        <dt>
          <Trans>Bets</Trans>
        </dt>
        <dd>
          {count} / {slipMaxBets}
        </dd>
        <dt>
          <Trans>Total stake</Trans>
        </dt>
        <dd data-testid="slip-total">{total}</dd>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd data-testid="lottery-balance">{balance.data ? amount(balance.data.total) : '…'}</dd>
      </dl>
      <Button
        isFullWidth
        isDisabled={count === 0 || drawNumber === null}
        isLoading={place.kind === 'placing'}
        onPress={press}
      >
        {drawNumber === null ? (
          <Trans>Place bets</Trans>
        ) : (
          <Trans>Place bets on draw {drawNumber}</Trans>
        )}
      </Button>
      {count > 0 ? (
        <Button variant="ghost" tone="neutral" onPress={() => dispatch({ kind: 'clear' })}>
          <Trans>Clear slip</Trans>
        </Button>
      ) : null}
      <div role="status" aria-live="polite">
        {place.kind === 'placed' ? <Placed {...place} /> : null}
      </div>
      <div role="alert">
        {place.kind === 'failed' ? <p className={styles.alert}>{place.message}</p> : null}
      </div>
    </section>
  );
}
