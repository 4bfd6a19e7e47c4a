import { useLingui } from '@lingui/react/macro';
import { numberText } from './labels';
import * as styles from './Lottery.css';

/** Drawn numbers as balls, in the order drawn; the member's picks among them marked as hits. */
export function Balls({
  numbers,
  twoDigits,
  hits,
}: {
  numbers: readonly number[];
  twoDigits: boolean;
  hits?: ReadonlySet<number>;
}) {
  const { t } = useLingui();
  const list = numbers.map((n) => numberText(n, twoDigits)).join(', ');
  return (
    <ul className={styles.balls} aria-label={t`Numbers drawn: ${list}`}>
      {numbers.map((n, index) => (
        <li
          key={index}
          className={styles.drawnBall}
          aria-hidden="true"
          data-hit={hits?.has(n) ? 'true' : undefined}
        >
          {numberText(n, twoDigits)}
        </li>
      ))}
    </ul>
  );
}
