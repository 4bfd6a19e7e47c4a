import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatWholeAmount } from '@lobbykit/i18n';
import { moneyFormatAtom } from '@lobbykit/session';
import { prefersReducedMotion } from '../catalogue/media';
import { HOME_JACKPOT_BOUNDS, jackpotStart, jackpotStep } from './jackpotTicker';
import type { JackpotBounds } from './jackpotTicker';
import * as styles from './JackpotCounter.css';

/**
 * §2.4, §9 the animated jackpot counter: a random start within its bounds, then every 3, 4 or 5
 * seconds a random 100 to 500 more, whole numbers with thousands separators. The platform
 * reports no jackpot pool, so the figure is marked as illustrative. It stands still for players
 * who ask for reduced motion and has a pause button (WCAG 2.2.2, auto-updating content).
 */
export function JackpotCounter({ bounds = HOME_JACKPOT_BOUNDS }: { bounds?: JackpotBounds }) {
  const { t } = useLingui();
  const money = useAtomValue(moneyFormatAtom);
  const [value, setValue] = useState(() => jackpotStart(bounds));
  const [paused, setPaused] = useState(prefersReducedMotion);

  useEffect(() => {
    if (paused) return;
    let timer: ReturnType<typeof setTimeout>;
    let current = value;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        const step = jackpotStep(current, bounds);
        current = step.value;
        setValue(step.value);
        schedule(step.nextDelayMs);
      }, delay);
    };
    schedule(jackpotStep(current, bounds).nextDelayMs);
    return () => clearTimeout(timer);
    // Restarted only by pausing: `value` moves on inside the timer chain.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, bounds]);

  return (
    <section className={styles.root} aria-labelledby="lobby-jackpot-title" data-illustrative="true">
      <div>
        <h2 id="lobby-jackpot-title" className={styles.heading}>
          <Trans>Jackpot</Trans>
        </h2>
        <span className={styles.note}>
          <Trans>Illustrative figure, not a live prize pool</Trans>
        </span>
      </div>
      {/* A number that changes every few seconds is not announced (no live region). */}
      <p className={styles.amount} data-testid="jackpot-amount">
        {formatWholeAmount(value, money)}
      </p>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        onClick={() => setPaused((p) => !p)}
      >
        {t`Pause the counter`}
      </button>
    </section>
  );
}
