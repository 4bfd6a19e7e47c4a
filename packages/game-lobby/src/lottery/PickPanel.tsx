import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LotteryOdds, LotteryPlayType, LotterySelection } from '@lobbykit/api-contract';
import { Button } from '@lobbykit/ui-kit';
import { numberText, playTypeRule, sideName } from './labels';
import { pickIssue, selectionKey } from './slip';
import * as styles from './Lottery.css';

export interface PickPanelProps {
  playType: LotteryPlayType;
  /** The `selectionKey`s on the slip, so a grid shows what is already picked. */
  onSlip: ReadonlySet<string>;
  /** A single pick (a digit, a number, a side) goes on the slip or off it. */
  onToggle: (selection: LotterySelection) => void;
  /** A set of balls goes on the slip as one bet. */
  onAdd: (selection: LotterySelection) => void;
  /** The slip holds its most bets. */
  slipFull: boolean;
}

function range(low: number, high: number): number[] {
  return Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
}

/** What the play type pays: one figure, per hit, or a table by picks and hits (Keno, 6/45). */
function Odds({ odds, picked }: { odds: LotteryOdds; picked: number }) {
  switch (odds.kind) {
    case 'fixed': {
      const figure = odds.odds;
      return (
        <p className={styles.muted}>
          <Trans>Pays {figure} × the stake, stake included.</Trans>
        </p>
      );
    }
    case 'perHit': {
      const figure = odds.odds;
      return (
        <p className={styles.muted}>
          <Trans>Pays {figure} × the stake for each prize that hits.</Trans>
        </p>
      );
    }
    case 'table': {
      const counts = [...new Set(odds.rows.map((row) => row.picks))];
      // The rows of the count picked; before any pick, those of the fewest picks.
      const shown = counts.includes(picked) ? picked : (counts[0] ?? 0);
      const rows = odds.rows.filter((row) => row.picks === shown && Number(row.odds) > 0);
      return (
        <table className={styles.oddsTable}>
          <caption className={styles.muted}>
            <Trans>Pay table for {shown} numbers picked (× the stake, stake included)</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Hits</Trans>
              </th>
              <th scope="col">
                <Trans>Pays</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.picks}-${row.hits}`}>
                <td>{row.hits}</td>
                <td>× {row.odds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    default: {
      const never: never = odds;
      throw new Error(`unknown odds ${JSON.stringify(never)}`);
    }
  }
}

/** The pick UI the play type's `pick` asks for, with its odds. */
export function PickPanel({ playType, onSlip, onToggle, onAdd, slipFull }: PickPanelProps) {
  const { t, i18n } = useLingui();
  const { pick } = playType;
  const [position, setPosition] = useState(1);
  const [balls, setBalls] = useState<number[]>([]);
  const rule = playTypeRule(i18n, playType.code);
  const inSlip = (selection: LotterySelection) =>
    onSlip.has(selectionKey(playType.code, selection));

  const body = (() => {
    switch (pick.kind) {
      case 'position':
        return (
          <>
            <div role="group" aria-label={t`Position`} className={styles.toggleRow}>
              {range(1, pick.positions).map((p) => (
                <button
                  key={p}
                  type="button"
                  className={styles.choice}
                  aria-pressed={position === p}
                  onClick={() => setPosition(p)}
                >
                  <Trans>Digit {p}</Trans>
                </button>
              ))}
            </div>
            <ul className={styles.pickGrid} aria-label={t`Digits for position ${position}`}>
              {range(pick.low, pick.high).map((number) => {
                const selection = { position, number };
                const pressed = inSlip(selection);
                return (
                  <li key={number}>
                    <button
                      type="button"
                      className={styles.ball}
                      aria-pressed={pressed}
                      aria-label={t`Digit ${position}: ${number}`}
                      disabled={slipFull && !pressed}
                      onClick={() => onToggle(selection)}
                    >
                      {number}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        );
      case 'number':
        return (
          <ul className={styles.pickGrid} aria-label={t`Numbers`}>
            {range(pick.low, pick.high).map((n) => {
              const selection = { number: n };
              const pressed = inSlip(selection);
              return (
                <li key={n}>
                  <button
                    type="button"
                    className={styles.ball}
                    aria-pressed={pressed}
                    disabled={slipFull && !pressed}
                    onClick={() => onToggle(selection)}
                  >
                    {numberText(n, pick.high === 99)}
                  </button>
                </li>
              );
            })}
          </ul>
        );
      case 'numbers': {
        const count = balls.length;
        const max = pick.max;
        const ready = pickIssue(pick, { numbers: balls }) === null;
        return (
          <>
            <ul className={styles.pickGrid} aria-label={t`Numbers`}>
              {range(pick.low, pick.high).map((n) => {
                const pressed = balls.includes(n);
                return (
                  <li key={n}>
                    <button
                      type="button"
                      className={styles.ball}
                      aria-pressed={pressed}
                      disabled={!pressed && count >= pick.max}
                      onClick={() =>
                        setBalls((now) =>
                          now.includes(n) ? now.filter((b) => b !== n) : [...now, n],
                        )
                      }
                    >
                      {n}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className={styles.pickFooter}>
              <p className={styles.muted} aria-live="polite">
                <Trans>
                  {count} of {max} picked
                </Trans>
              </p>
              <div className={styles.toggleRow}>
                <Button variant="ghost" isDisabled={count === 0} onPress={() => setBalls([])}>
                  <Trans>Clear picks</Trans>
                </Button>
                <Button
                  isDisabled={!ready || slipFull}
                  onPress={() => {
                    onAdd({ numbers: [...balls].sort((a, b) => a - b) });
                    setBalls([]);
                  }}
                >
                  <Trans>Add to slip</Trans>
                </Button>
              </div>
            </div>
          </>
        );
      }
      case 'side':
        return (
          <div role="group" aria-label={t`Sides`} className={styles.toggleRow}>
            {pick.sides.map((side) => {
              const selection = { side: side as LotterySelection['side'] };
              const pressed = inSlip(selection);
              return (
                <button
                  key={side}
                  type="button"
                  className={styles.choice}
                  aria-pressed={pressed}
                  disabled={slipFull && !pressed}
                  onClick={() => onToggle(selection)}
                >
                  {sideName(i18n, side)}
                </button>
              );
            })}
          </div>
        );
      default: {
        const never: never = pick;
        throw new Error(`unknown pick ${JSON.stringify(never)}`);
      }
    }
  })();

  return (
    <div className={styles.card}>
      {rule ? <p className={styles.muted}>{rule}</p> : null}
      {body}
      <Odds odds={playType.odds} picked={balls.length} />
    </div>
  );
}
