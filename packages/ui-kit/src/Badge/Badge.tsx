import type { Tone } from '../vocabulary';
import { tones } from '../vocabulary';
import { visuallyHidden } from '../tone.css';
import * as styles from './Badge.css';

export const badgeTones = tones;
export type BadgeTone = Tone;

export interface BadgeProps {
  /** The number to show; nothing renders when it is 0 or less. */
  count: number;
  /** What the count means to a screen reader, already translated with the number (for example "3 unread"). */
  label: string;
  /** Counts above this show as "max+". @default 99 */
  max?: number;
  /** Semantic colour. @default 'critical' */
  tone?: BadgeTone;
}

/** A count badge (unread messages, new notices) capped at `max`, hidden when zero. */
export function Badge({ count, label, max = 99, tone = 'critical' }: BadgeProps) {
  if (count <= 0) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <span className={styles.badge({ tone })} data-count={count} data-tone={tone}>
      {/* The digits alone mean nothing to a screen reader; the label says what they count. */}
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
