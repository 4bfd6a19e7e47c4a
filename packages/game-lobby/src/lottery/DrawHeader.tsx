import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenDraw } from '@lobbykit/api-contract';
import { srOnly } from '../catalogue/a11y.css';
import { announcedMinutes, formatCountdown, remainingMs } from './countdown';
import * as styles from './Lottery.css';

/** The device's clock, read once a second while the view is shown. */
export function useDeviceNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export interface DrawHeaderProps {
  gameName: string;
  /** The draw taking bets; null between a close and the next draw's arrival. */
  draw: OpenDraw | null;
  now: number;
  offset: number;
}

/**
 * The draw being taken: its number, the time left on the platform's clock, and the published
 * seed hash. The figure ticks each second for the eye; a screen reader hears the minutes only.
 */
export function DrawHeader({ gameName, draw, now, offset }: DrawHeaderProps) {
  const { t } = useLingui();
  const left = draw ? remainingMs(draw.closeAt, now, offset) : 0;
  const minutes = announcedMinutes(left);
  const drawNumber = draw?.drawNumber ?? 0;
  return (
    <section className={styles.card} aria-labelledby="lottery-game-title">
      <div className={styles.drawRow}>
        <h1 id="lottery-game-title" className={styles.title}>
          {gameName}
        </h1>
        {draw ? (
          <p className={styles.muted}>
            <Trans>Draw {drawNumber}</Trans>
          </p>
        ) : null}
      </div>
      {draw ? (
        <>
          <div className={styles.drawRow}>
            <p className={styles.muted}>
              <Trans>Betting closes in</Trans>
            </p>
            <span
              role="timer"
              aria-label={t`Time left to bet`}
              className={styles.countdown}
              data-state={left < 30_000 ? 'closing' : 'open'}
            >
              {formatCountdown(left)}
            </span>
          </div>
          <p className={styles.hash}>
            <Trans>Seed hash (SHA-256), published before the close:</Trans>{' '}
            <span data-testid="draw-seed-hash">{draw.serverSeedHash}</span>
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          <Trans>Betting on this draw has closed. The next draw is opening…</Trans>
        </p>
      )}
      <p className={srOnly} aria-live="polite" aria-atomic="true">
        {draw ? (
          minutes <= 1 ? (
            <Trans>Draw {drawNumber}: less than a minute left to bet.</Trans>
          ) : (
            <Trans>
              Draw {drawNumber}: {minutes} minutes left to bet.
            </Trans>
          )
        ) : null}
      </p>
    </section>
  );
}
