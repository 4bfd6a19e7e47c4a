import {
  FieldError,
  Group,
  I18nProvider,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
} from 'react-aria-components';
import { visuallyHidden } from '../tone.css';
import * as fieldStyles from '../field.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps {
  /** The visible label (already translated); the currency code is added for assistive technology. */
  label: string;
  /** ISO 4217 code of the merchant's one currency (for example "JPY", "EUR"). */
  currency: string;
  /** The brand's symbol, shown before the digits (for example "¥", "€"). */
  currencySymbol: string;
  /** The currency's fraction digits (ISO 4217 minor units): JPY 0, EUR 2. Input is rounded to them. */
  minorUnits: number;
  /** The amount in major units (1500 yen, 12.5 euros), or NaN when empty (controlled). */
  value?: number;
  /** The amount at first (uncontrolled). */
  defaultValue?: number;
  /** Called with the amount when the player commits it (blur, Enter, arrow keys), NaN when cleared. */
  onChange?: (value: number) => void;
  /** The smallest amount allowed. @default 0 */
  minValue?: number;
  /** The largest amount allowed. */
  maxValue?: number;
  /** Help under the input (for example the allowed range), linked with aria-describedby. */
  hint?: string;
  /** Shown under the input when set; also marks the field invalid. */
  errorMessage?: string;
  /** Marks the field required. @default false */
  isRequired?: boolean;
  /** Greys the field out and ignores input. @default false */
  isDisabled?: boolean;
  /** Form field name, for a native form submission. */
  name?: string;
}

/**
 * A money amount input in the merchant's one currency, with that currency's decimals (none for
 * JPY, two for EUR) and thousands separators; arrow keys step by one minor unit.
 */
export function NumberField({
  label,
  currency,
  currencySymbol,
  minorUnits,
  value,
  defaultValue,
  onChange,
  minValue = 0,
  maxValue,
  hint,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: NumberFieldProps) {
  const invalid = Boolean(errorMessage);
  return (
    // Money is written one way whatever the language (@lobbykit/i18n formatAmount: `,` between
    // thousands, `.` before decimals), so the field formats and parses as en-US.
    <I18nProvider locale="en-US">
      <AriaNumberField
        className={fieldStyles.field}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        minValue={minValue}
        maxValue={maxValue}
        step={10 ** -minorUnits}
        formatOptions={{
          minimumFractionDigits: minorUnits,
          maximumFractionDigits: minorUnits,
          useGrouping: true,
        }}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={invalid}
        validationBehavior="aria"
        name={name}
        data-state={invalid ? 'invalid' : 'valid'}
      >
        <Label className={fieldStyles.label}>
          {label}
          <span className={visuallyHidden}> ({currency})</span>
          {isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
        <Group className={styles.control}>
          <span className={styles.symbol} aria-hidden="true">
            {currencySymbol}
          </span>
          <Input className={styles.input} />
        </Group>
        {hint ? (
          <Text slot="description" className={fieldStyles.hint}>
            {hint}
          </Text>
        ) : null}
        <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      </AriaNumberField>
    </I18nProvider>
  );
}
