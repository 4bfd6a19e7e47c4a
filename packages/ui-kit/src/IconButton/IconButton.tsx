import type { ReactNode, Ref } from 'react';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { pressHandler } from '../Button/Button';
import type { NativeButtonAttributes } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as styles from './IconButton.css';

export const iconButtonTones = tones;
export const iconButtonVariants = variants;
export const iconButtonSizes = sizes;
export type IconButtonTone = Tone;
export type IconButtonVariant = Variant;
export type IconButtonSize = Size;

export interface IconButtonProps extends Omit<NativeButtonAttributes, 'aria-label'> {
  /** The accessible name; required because the button shows no text (for example "Close"). */
  label: string;
  /** The icon, decorative: it is hidden from assistive technology. */
  children: ReactNode;
  /** Called when the button is pressed: a click, a tap, Enter or Space. */
  onPress?: () => void;
  /** Greys the button out and ignores input. @default false */
  isDisabled?: boolean;
  /** Semantic colour. @default 'neutral' */
  tone?: IconButtonTone;
  /** Visual weight. @default 'ghost' */
  variant?: IconButtonVariant;
  /** Square size. @default 'md' */
  size?: IconButtonSize;
  /** The button element, for a caller that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button that shows only an icon and is named by `label`; a native `<button>`. */
export function IconButton({
  label,
  children,
  onPress,
  isDisabled = false,
  tone = 'neutral',
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      aria-label={label}
      className={button({ tone, variant, size, iconOnly: true })}
      onClick={pressHandler({ onPress }, rest)}
    >
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </button>
  );
}
