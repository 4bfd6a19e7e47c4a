import { Label, Meter as AriaMeter } from 'react-aria-components';
import type { Tone } from '../vocabulary';
import { tones } from '../vocabulary';
import * as styles from '../ProgressBar/ProgressBar.css';

export const meterTones = tones;
export type MeterTone = Tone;

export interface MeterProps {
  /** The visible label, the meter's accessible name (for example "Daily deposit limit used"). */
  label: string;
  /** The measured value, between `minValue` and `maxValue`. */
  value: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** The value as read and shown, already formatted (for example "¥30,000 of ¥100,000"). */
  valueLabel?: string;
  /** Colour of the filled part (`caution` or `critical` as a limit nears). @default 'brand' */
  tone?: MeterTone;
}

/** A measurement within a known range (a limit used, a VIP level's points), labelled with its value. */
export function Meter({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  tone = 'brand',
}: MeterProps) {
  return (
    <AriaMeter
      className={styles.root}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </span>
          <span className={styles.track({ tone })}>
            <span className={styles.fill} style={{ width: `${percentage}%` }} />
          </span>
        </>
      )}
    </AriaMeter>
  );
}
