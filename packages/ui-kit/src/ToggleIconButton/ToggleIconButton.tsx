import type { ReactNode } from 'react';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { button } from '../Button/Button.css';
import { icon } from '../IconButton/IconButton.css';
import * as styles from './ToggleIconButton.css';

export const toggleIconButtonTones = tones;
export const toggleIconButtonVariants = variants;
export const toggleIconButtonSizes = sizes;

export interface ToggleIconButtonProps {
  /**
   * The accessible name; it names the "on" state and does not change with it (for example
   * "Dark mode" or "Hide balance"), since the pressed state is announced separately.
   */
  label: string;
  /** Whether the toggle is on. */
  isPressed: boolean;
  /** Called with the state the user asked for. */
  onPressedChange: (pressed: boolean) => void;
  /** The icon; a function receives the pressed state to draw each state differently. */
  children: ReactNode | ((pressed: boolean) => ReactNode);
  /** Semantic colour. @default 'neutral' */
  tone?: Tone;
  /** Visual weight. @default 'ghost' */
  variant?: Variant;
  /** Square size. @default 'md' */
  size?: Size;
  /** Greys the button out and ignores input. @default false */
  isDisabled?: boolean;
}

/**
 * An icon-only toggle (`aria-pressed`) on the browser's own button: light enough for the header
 * of a first page. State is exposed as `data-state="on" | "off"`.
 */
export function ToggleIconButton({
  label,
  isPressed,
  onPressedChange,
  children,
  tone = 'neutral',
  variant = 'ghost',
  size = 'md',
  isDisabled = false,
}: ToggleIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      disabled={isDisabled}
      data-state={isPressed ? 'on' : 'off'}
      className={`${button({ tone, variant, size, iconOnly: true })} ${styles.pressed}`}
      onClick={() => onPressedChange(!isPressed)}
    >
      <span className={icon} aria-hidden="true">
        {typeof children === 'function' ? children(isPressed) : children}
      </span>
    </button>
  );
}
