import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import type { Tone } from '../vocabulary';
import { tones } from '../vocabulary';
import * as styles from './ProgressBar.css';

export const progressBarTones = tones;
export type ProgressBarTone = Tone;

export interface ProgressBarProps {
  /** The visible label, the bar's accessible name (for example "Wagering"). */
  label: string;
  /** How far along, between `minValue` and `maxValue`. */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /**
   * The value as read and shown, already formatted (for example "¥12,000 of ¥50,000"); without it
   * the percentage is used.
   */
  valueLabel?: string;
  /** Colour of the filled part. @default 'brand' */
  tone?: ProgressBarTone;
}

/** Progress toward a goal (wagering done towards a bonus's requirement), labelled with its value. */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  tone = 'brand',
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.root}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      data-state={value >= maxValue ? 'complete' : 'progress'}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </span>
          <span className={styles.track({ tone })}>
            <span className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
