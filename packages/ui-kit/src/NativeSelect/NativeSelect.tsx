import { useId } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { visuallyHidden } from '../tone.css';
import * as fieldStyles from '../field.css';
import * as styles from './NativeSelect.css';

export const nativeSelectSizes = ['sm', 'md'] as const;
export type NativeSelectSize = (typeof nativeSelectSizes)[number];

export interface NativeSelectOption {
  /** The value reported to `onChange`. */
  value: string;
  /** The option's text (already translated). */
  label: string;
  /** BCP 47 language of the label when it differs from the page's (a language's own name). */
  lang?: string;
}

export interface NativeSelectProps {
  /** The label, always the select's accessible name (already translated). */
  label: string;
  /** Keeps the label for assistive technology only, for compact toolbars. @default false */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly NativeSelectOption[];
  /** The selected value. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** Height and text size. @default 'md' */
  size?: NativeSelectSize;
  /** Greys the select out and ignores input. @default false */
  isDisabled?: boolean;
}

/**
 * A labelled select built on the browser's own `<select>`: tiny, keyboard and screen-reader
 * friendly everywhere, with the platform's picker on phones. For a first page that must stay light.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  size = 'md',
  isDisabled = false,
}: NativeSelectProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select({ size })}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </span>
    </div>
  );
}
