import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SportsBoard } from '@lobbykit/api-contract';
import { formatAmount } from '@lobbykit/i18n';
import { moneyFormatAtom } from '@lobbykit/session';
import { Button, TextField } from '@lobbykit/ui-kit';
import { fromMinor, stakeIssue, toMinor } from '../lottery/slip';
import type { StakeIssue } from '../lottery/slip';
import { selectionName } from './labels';
import {
  combinedOdds,
  modeOf,
  movedOdds,
  oddsText,
  pickStatus,
  potentialReturn,
  slipMaxPicks,
} from './slip';
import type { PickStatus, Slip, SlipAction, SlipMode } from './slip';
import * as styles from './Sports.css';

/** What the last press of "Place bets" came to. */
export type PlaceState =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'placed'; count: number }
  | { kind: 'failed'; message: string };

export interface BetSlipProps {
  slip: Slip;
  dispatch: (action: SlipAction) => void;
  /** The board the odds now come from (its stake limits too). */
  board: SportsBoard | undefined;
  place: PlaceState;
  onPlace: () => void;
}

/** The slip: picks with their odds (and how they moved), singles or accumulator, stakes, return. */
export function BetSlip({ slip, dispatch, board, place, onPlace }: BetSlipProps) {
  const { t, i18n } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const minorUnits = money.minorUnits ?? 2;
  const [open, setOpen] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const amount = (minor: bigint) => formatAmount(fromMinor(minor, minorUnits), money);
  const limits = { minStake: board?.minStake ?? '0', maxStake: board?.maxStake ?? '0' };
  const mode = modeOf(slip);
  const count = slip.picks.length;
  const minStake = formatAmount(limits.minStake, money);
  const maxStake = formatAmount(limits.maxStake, money);

  const issueText = (issue: StakeIssue): string => {
    switch (issue.kind) {
      case 'empty':
        return t`Enter a stake.`;
      case 'notAmount':
        return minorUnits === 0
          ? t`Enter a whole amount, such as 100.`
          : t`Enter an amount with at most ${minorUnits} decimals.`;
      case 'belowMin': {
        const min = formatAmount(issue.min, money);
        return t`The smallest stake is ${min}.`;
      }
      case 'aboveMax': {
        const max = formatAmount(issue.max, money);
        return t`The largest stake is ${max}.`;
      }
      default: {
        const never: never = issue;
        throw new Error(`unknown stake issue ${JSON.stringify(never)}`);
      }
    }
  };

  const statuses = slip.picks.map((pick) => pickStatus(board, pick));
  // A moved price needs the member's yes, unless it rose and they take better odds anyway.
  const needsAccept = statuses.some((s) => s.kind === 'changed' && !(s.up && slip.acceptBetter));
  const closed = statuses.some((s) => s.kind === 'closed');
  const stakeIssues =
    mode === 'singles'
      ? slip.picks.map((p) => stakeIssue(p.stake, limits, minorUnits))
      : [stakeIssue(slip.stake, limits, minorUnits)];
  const hasIssue = stakeIssues.some((i) => i !== null);
  const stakeOf = (text: string) => toMinor(text, minorUnits) ?? 0n;
  const total =
    mode === 'singles'
      ? slip.picks.reduce((sum, p) => sum + stakeOf(p.stake), 0n)
      : stakeOf(slip.stake);
  const returns =
    mode === 'singles'
      ? slip.picks.reduce((sum, p) => sum + potentialReturn(stakeOf(p.stake), [p.odds]), 0n)
      : potentialReturn(
          stakeOf(slip.stake),
          slip.picks.map((p) => p.odds),
        );

  const press = () => {
    if (hasIssue) {
      setOpen(true);
      body.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    onPlace();
  };

  const note = (status: PickStatus, was: string) => {
    switch (status.kind) {
      case 'same':
        return null;
      case 'closed':
        return (
          <p className={styles.lineNote} data-tone="caution">
            <Trans>Betting has closed on this match. Remove it to place the slip.</Trans>
          </p>
        );
      case 'changed': {
        const now = status.now;
        return (
          <p className={styles.lineNote} data-tone="caution" data-testid="odds-changed">
            <Trans>
              Odds changed from {was} to {now}.
            </Trans>
          </p>
        );
      }
      default: {
        const never: never = status;
        throw new Error(`unknown status ${JSON.stringify(never)}`);
      }
    }
  };

  const modeButton = (value: SlipMode, label: string) => (
    <button
      type="button"
      className={styles.mode}
      aria-pressed={mode === value}
      disabled={value === 'accumulator' && count < 2}
      onClick={() => dispatch({ kind: 'mode', mode: value })}
    >
      {label}
    </button>
  );

  return (
    <section className={`${styles.card} ${styles.slip}`} aria-labelledby="sports-slip-title">
      <div className={styles.slipSummary} data-state={open ? 'open' : 'closed'}>
        <div className={styles.slipSummaryText}>
          <p className={`${styles.heading} ${styles.nowrap}`}>
            <Trans>Bet slip ({count})</Trans>
          </p>
          {count > 0 ? <span data-testid="slip-summary-return">{amount(returns)}</span> : null}
        </div>
        <Button
          variant="soft"
          size="sm"
          aria-expanded={open}
          aria-controls="sports-slip-body"
          onPress={() => setOpen(!open)}
        >
          {open ? <Trans>Hide slip</Trans> : <Trans>Show slip</Trans>}
        </Button>
      </div>
      <div
        id="sports-slip-body"
        ref={body}
        className={styles.slipBody}
        data-state={open ? 'open' : 'closed'}
      >
        <h2 id="sports-slip-title" className={`${styles.heading} ${styles.slipTitle}`}>
          <Trans>Bet slip</Trans>
        </h2>
        {count === 0 ? (
          <p className={styles.muted}>
            <Trans>Choose odds on a match to add a pick here.</Trans>
          </p>
        ) : (
          <>
            <div className={styles.modes} role="group" aria-label={t`Kind of bet`}>
              {modeButton('singles', t`Singles`)}
              {modeButton('accumulator', t`Accumulator`)}
            </div>
            <ul className={styles.lines} aria-label={t`Picks on the slip`}>
              {slip.picks.map((pick, index) => {
                const teams = { home: pick.home, away: pick.away };
                const chosen = selectionName(i18n, pick, teams);
                const { home, away, odds } = pick;
                const match = t`${home} v ${away}`;
                const issue = mode === 'singles' ? (stakeIssues[index] ?? null) : null;
                const status = statuses[index] ?? { kind: 'same' as const };
                const wins =
                  mode === 'singles' && issue === null
                    ? amount(potentialReturn(stakeOf(pick.stake), [pick.odds]))
                    : null;
                return (
                  <li
                    key={pick.fixtureId}
                    className={styles.line}
                    data-state={status.kind}
                    data-testid="slip-pick"
                  >
                    <div>
                      <p className={styles.linePick}>
                        <Trans>
                          {chosen} at {odds}
                        </Trans>
                      </p>
                      <p className={styles.lineNote}>{match}</p>
                      {note(status, pick.odds)}
                      {mode === 'singles' ? (
                        <TextField
                          label={t`Stake on ${chosen}`}
                          value={pick.stake}
                          inputMode={minorUnits === 0 ? 'numeric' : 'decimal'}
                          onChange={(stake) =>
                            dispatch({ kind: 'stake', fixtureId: pick.fixtureId, stake })
                          }
                          {...(issue ? { errorMessage: issueText(issue) } : {})}
                          {...(wins ? { hint: t`Returns ${wins}` } : {})}
                        />
                      ) : null}
                    </div>
                    <Button
                      variant="ghost"
                      tone="neutral"
                      size="sm"
                      aria-label={t`Remove ${chosen}, ${match}`}
                      onPress={() => dispatch({ kind: 'remove', fixtureId: pick.fixtureId })}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
            {mode === 'accumulator' ? (
              <TextField
                label={t`Accumulator stake`}
                value={slip.stake}
                inputMode={minorUnits === 0 ? 'numeric' : 'decimal'}
                onChange={(stake) => dispatch({ kind: 'accumulatorStake', stake })}
                {...(stakeIssues[0] ? { errorMessage: issueText(stakeIssues[0]) } : {})}
              />
            ) : null}
            <label className={styles.lineNote}>
              <input
                type="checkbox"
                checked={slip.acceptBetter}
                onChange={(event) =>
                  dispatch({ kind: 'acceptBetter', value: event.currentTarget.checked })
                }
              />{' '}
              <Trans>Accept higher odds automatically</Trans>
            </label>
          </>
        )}
        <dl className={styles.totals}>
          <dt>
            <Trans>Picks</Trans>
          </dt>
          <dd>
            {count} / {slipMaxPicks}
          </dd>
          {mode === 'accumulator' ? (
            <>
              <dt>
                <Trans>Total odds</Trans>
              </dt>
              <dd data-testid="slip-odds">
                {oddsText(combinedOdds(slip.picks.map((p) => p.odds)))}
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Total stake</Trans>
          </dt>
          <dd data-testid="slip-total">{amount(total)}</dd>
          <dt>
            <Trans>Potential return</Trans>
          </dt>
          <dd data-testid="slip-return">{amount(returns)}</dd>
        </dl>
        {/* Its line is kept while the board loads, so "Place bets" does not move down when the
            limits arrive (issue 17 item 3: 29 px on a desktop). */}
        <p className={styles.muted} aria-hidden={board ? undefined : true}>
          {board ? (
            <Trans>
              Stake per bet: {minStake} to {maxStake}.
            </Trans>
          ) : (
            '\u00a0'
          )}
        </p>
        {needsAccept ? (
          <Button
            isFullWidth
            tone="neutral"
            variant="soft"
            onPress={() => dispatch({ kind: 'acceptOdds', odds: movedOdds(board, slip.picks) })}
          >
            <Trans>Accept new odds</Trans>
          </Button>
        ) : null}
        <Button
          isFullWidth
          isDisabled={count === 0 || needsAccept || closed}
          isLoading={place.kind === 'placing'}
          onPress={press}
        >
          {mode === 'accumulator' ? <Trans>Place accumulator</Trans> : <Trans>Place bets</Trans>}
        </Button>
        {count > 0 ? (
          <Button variant="ghost" tone="neutral" onPress={() => dispatch({ kind: 'clear' })}>
            <Trans>Clear slip</Trans>
          </Button>
        ) : null}
        <div role="status" aria-live="polite">
          {place.kind === 'placed' ? (
            <p className={styles.alert} data-tone="positive">
              <Trans>Your bets are placed. See them under My bets.</Trans>
            </p>
          ) : null}
        </div>
        <div role="alert">
          {place.kind === 'failed' ? <p className={styles.alert}>{place.message}</p> : null}
        </div>
      </div>
    </section>
  );
}
