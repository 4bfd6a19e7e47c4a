import type { Key } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import * as fieldStyles from '../field.css';
import * as popoverStyles from '../popover.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** The value reported to `onChange`. */
  value: string;
  /** The option's text (already translated). */
  label: string;
  /** Greys the option out. @default false */
  isDisabled?: boolean;
}

export interface SelectProps {
  /** The visible label, the select's accessible name (already translated). */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The selected value (controlled); null for none. */
  value?: string | null;
  /** The value selected at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Shown while nothing is selected (already translated). */
  placeholder?: string;
  /** Help under the control, linked with aria-describedby. */
  hint?: string;
  /** Shown under the control when set; also marks the select invalid. */
  errorMessage?: string;
  /** Marks the select required (announced, with a visible asterisk). @default false */
  isRequired?: boolean;
  /** Greys the select out and ignores input. @default false */
  isDisabled?: boolean;
  /** Form field name, for a native form submission. */
  name?: string;
  /** Opens the list at first (for a story or a guided step). @default false */
  defaultOpen?: boolean;
}

/**
 * A labelled select whose options open in a listbox popover (React Aria Select): keyboard
 * type-ahead, arrow keys, and the same look in every browser. For a tiny first page prefer
 * `NativeSelect`.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  hint,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  defaultOpen = false,
}: SelectProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaSelect
      className={fieldStyles.field}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={invalid}
      validationBehavior="aria"
      name={name}
      defaultOpen={defaultOpen}
      data-state={invalid ? 'invalid' : 'valid'}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <AriaButton className={popoverStyles.trigger}>
        <SelectValue className={styles.value} />
        <span className={popoverStyles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      {hint ? (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover} offset={4}>
        <ListBox className={styles.list}>
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? (
                    <span className={styles.check} aria-hidden="true">
                      <CheckIcon />
                    </span>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
