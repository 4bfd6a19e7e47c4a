import { useState } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { visuallyHidden } from '../tone.css';
import * as fieldStyles from '../field.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type' | 'validate' | 'maxLength'
> {
  /** The visible label (already translated). */
  label: string;
  /** Help under the box, linked with aria-describedby. */
  hint?: string;
  /** Shown under the box when set, linked with aria-describedby; also marks the field invalid. */
  errorMessage?: string;
  /** Visible rows before the box scrolls. @default 4 */
  rows?: number;
  /**
   * The most characters the caller accepts. Typing past it is allowed (a paste is never cut
   * silently); the counter turns critical and the caller reports the error.
   */
  maxCharacters?: number;
  /** The counter's text for screen readers, already translated (for example "12 of 140 characters"). */
  counterLabel?: (count: number, max: number) => string;
}

/** A labelled multi-line text box with hint, error message and an optional character counter. */
export function TextAreaField({
  label,
  hint,
  errorMessage,
  rows = 4,
  maxCharacters,
  counterLabel,
  isInvalid,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaFieldProps) {
  // Uncontrolled use still needs the current text for the counter.
  const [typed, setTyped] = useState(defaultValue ?? '');
  const invalid = isInvalid ?? Boolean(errorMessage);
  // UTF-16 units, as HTML maxlength and the platform's length checks count.
  const count = (value ?? typed).length;
  const over = maxCharacters !== undefined && count > maxCharacters;
  return (
    <TextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(text) => {
        setTyped(text);
        onChange?.(text);
      }}
      isInvalid={invalid}
      // The caller owns validation; browser bubbles would show untranslated text.
      validationBehavior="aria"
      className={fieldStyles.field}
      data-state={invalid ? 'invalid' : 'valid'}
    >
      <Label className={fieldStyles.label}>
        {label}
        {rest.isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <TextArea className={styles.textarea} rows={rows} />
      <div className={styles.footer}>
        <div className={styles.messages}>
          {hint ? (
            <Text slot="description" className={fieldStyles.hint}>
              {hint}
            </Text>
          ) : null}
          <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
        </div>
        {maxCharacters !== undefined ? (
          <span className={styles.counter} data-state={over ? 'over' : 'within'}>
            <span aria-hidden={counterLabel ? true : undefined}>
              {count} / {maxCharacters}
            </span>
            {counterLabel ? (
              <span className={visuallyHidden}>{counterLabel(count, maxCharacters)}</span>
            ) : null}
          </span>
        ) : null}
      </div>
    </TextField>
  );
}
