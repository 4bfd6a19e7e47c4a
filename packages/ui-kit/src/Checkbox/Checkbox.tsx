import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import * as fieldStyles from '../field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  AriaCheckboxProps,
  'className' | 'style' | 'children' | 'validate'
> {
  /** The visible label; may contain a link, for example to the terms (already translated). */
  children: ReactNode;
  /** Extra text under the label, linked with aria-describedby. */
  description?: string;
  /** Shown under the label when set, linked with aria-describedby; also marks the box invalid. */
  errorMessage?: string;
}

/** A labelled checkbox with optional description and error message. */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  ...rest
}: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  const describedBy =
    [description ? descriptionId : null, invalid && errorMessage ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <AriaCheckbox
        {...rest}
        isInvalid={invalid}
        // The caller owns validation; see TextField.
        validationBehavior="aria"
        aria-describedby={describedBy}
        className={styles.checkbox}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box} data-state={isSelected ? 'checked' : 'unchecked'}>
              <span className={styles.tick}>
                <CheckIcon />
              </span>
            </span>
            <span>
              {children}
              {rest.isRequired ? (
                <span className={fieldStyles.requiredMark} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={fieldStyles.hint}>
          {description}
        </span>
      ) : null}
      {invalid && errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
