import { useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  ToggleButton,
} from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { EyeIcon } from '../icons/icons';
import { visuallyHidden } from '../tone.css';
import * as fieldStyles from '../field.css';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

interface TextFieldBaseProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type' | 'validate'
> {
  /** The visible label (already translated). */
  label: string;
  /** Help shown under the input and linked to it with aria-describedby. */
  hint?: string;
  /** Shown under the input when set, linked with aria-describedby; also marks the field invalid. */
  errorMessage?: string;
  /** Placeholder text; never a substitute for the label. */
  placeholder?: string;
  /** Keeps the label for assistive technology only (a search box beside its button). @default false */
  hideLabel?: boolean;
}

interface PlainTextFieldProps extends TextFieldBaseProps {
  /** Input type. @default 'text' */
  type?: Exclude<TextFieldType, 'password'>;
  passwordToggleLabel?: never;
}

interface PasswordTextFieldProps extends TextFieldBaseProps {
  /** A password input, with a show/hide toggle. */
  type: 'password';
  /** Accessible name of the show/hide toggle (for example "Show password"); required so the toggle is never unnamed. */
  passwordToggleLabel: string;
}

export type TextFieldProps = PlainTextFieldProps | PasswordTextFieldProps;

/** A labelled single-line text input with hint, error message and an optional password reveal. */
export function TextField({
  label,
  hint,
  errorMessage,
  type = 'text',
  passwordToggleLabel,
  placeholder,
  hideLabel = false,
  isInvalid,
  ...rest
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const invalid = isInvalid ?? Boolean(errorMessage);
  const inputType = type === 'password' && revealed ? 'text' : type;
  return (
    <AriaTextField
      {...rest}
      type={inputType}
      isInvalid={invalid}
      // The caller owns validation (server errors, form libraries); the browser's bubbles would
      // show untranslated text, so required is announced through aria-required only.
      validationBehavior="aria"
      className={fieldStyles.field}
      data-state={invalid ? 'invalid' : 'valid'}
    >
      <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
        {rest.isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        {type === 'password' ? (
          <ToggleButton
            className={styles.toggle}
            aria-label={passwordToggleLabel}
            isSelected={revealed}
            onChange={setRevealed}
            data-state={revealed ? 'on' : 'off'}
          >
            <span className={styles.toggleIcon}>
              <EyeIcon crossed={revealed} />
            </span>
          </ToggleButton>
        ) : null}
      </div>
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
