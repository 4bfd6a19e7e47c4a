import type { Size } from '../vocabulary';
import { sizes } from '../vocabulary';
import * as styles from './Spinner.css';

export const spinnerSizes = sizes;
export type SpinnerSize = Size;

export interface SpinnerProps {
  /** What is loading, announced to assistive technology (for example "Loading games"). */
  label: string;
  /** Shows the label next to the ring instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** Ring size relative to the surrounding font size. @default 'md' */
  size?: SpinnerSize;
}

/**
 * An indeterminate progress indicator with an accessible label. Plain ARIA (an indeterminate
 * progressbar has no value to format): react-aria's ProgressBar brought its number formatter and
 * label hooks into the first page for no behaviour (issue 17 item 5).
 */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <span role="progressbar" aria-label={label} className={styles.root} data-state="loading">
      <span className={styles.glyph({ size })} aria-hidden="true" />
      {showLabel ? (
        // Already the accessible name through aria-label; hidden so it is not read twice.
        <span className={styles.labelText} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </span>
  );
}
