import { Radio, RadioGroup, Label, FieldError, Text } from 'react-aria-components';
import * as fieldStyles from '../field.css';
import * as styles from './AvatarPicker.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  src: string;
  /** Rendered size: 28, 40 or 56 pixels. @default 'md' */
  size?: AvatarSize;
  /** The accessible name; empty (the default) when a name next to it already says whose it is. */
  alt?: string;
}

/** A member's avatar picture, round. */
export function Avatar({ src, size = 'md', alt = '' }: AvatarProps) {
  const pixels = styles.avatarPixels[size];
  return (
    <img
      src={src}
      alt={alt}
      width={pixels}
      height={pixels}
      className={styles.avatar({ size })}
      decoding="async"
    />
  );
}

export interface AvatarOption {
  id: string;
  src: string;
  /** The picture's accessible name, already translated (for example "Rocket"). */
  label: string;
}

export interface AvatarPickerProps {
  /** The visible label of the group (for example "Avatar"). */
  label: string;
  options: readonly AvatarOption[];
  value: string;
  onChange: (id: string) => void;
  /** Extra text under the label. */
  description?: string;
  /** Shown under the pictures when set; also marks the group invalid. */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A radio group of pictures: one tab stop, arrow keys move the choice (WAI-ARIA radio group), each
 * picture named by its option's label. Lazy images: a long set costs nothing until scrolled to.
 */
export function AvatarPicker({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
}: AvatarPickerProps) {
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      // The caller owns validation (the platform's answer); see TextField.
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={fieldStyles.hint}>
          {description}
        </Text>
      ) : null}
      <div className={styles.grid}>
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            aria-label={option.label}
            className={styles.option}
          >
            <img
              src={option.src}
              alt=""
              width={52}
              height={52}
              className={styles.picture}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.tick} aria-hidden="true" />
          </Radio>
        ))}
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
