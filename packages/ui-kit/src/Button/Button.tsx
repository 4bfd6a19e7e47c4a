import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { glyph } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export const buttonTones = tones;
export const buttonVariants = variants;
export const buttonSizes = sizes;
export type ButtonTone = Tone;
export type ButtonVariant = Variant;
export type ButtonSize = Size;

/**
 * The DOM attributes a kit button passes to its `<button>`. `onPress` and `isDisabled` are the
 * kit's names for a press and the disabled state (as on every kit control), so `onClick` and
 * `disabled` are left out.
 */
export type NativeButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'disabled' | 'onClick'
>;

export interface ButtonProps extends NativeButtonAttributes {
  /** The visible label (already translated). */
  children: ReactNode;
  /** Called when the button is pressed: a click, a tap, Enter or Space. */
  onPress?: () => void;
  /** Greys the button out and ignores input. @default false */
  isDisabled?: boolean;
  /** Semantic colour. @default 'brand' */
  tone?: ButtonTone;
  /** Visual weight. @default 'solid' */
  variant?: ButtonVariant;
  /** Height and text size. @default 'md' */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses while keeping focus. @default false */
  isLoading?: boolean;
  /** Stretches to the width of its container. @default false */
  isFullWidth?: boolean;
  /** The button element, for a caller that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The click handler of a kit button. Besides `onPress` it runs an `onClick` handed in as a DOM
 * prop by React Aria's `Pressable`, which is how a Dialog or Drawer trigger and a FileTrigger reach
 * a native button. A pending button swallows the click (and the form submission it would start).
 */
export function pressHandler(
  props: { onPress?: () => void; isPending?: boolean },
  rest: object,
): (event: MouseEvent<HTMLButtonElement>) => void {
  const { onClick } = rest as { onClick?: (event: MouseEvent<HTMLButtonElement>) => void };
  return (event) => {
    if (props.isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    props.onPress?.();
  };
}

/**
 * An action button in the brand's colours with a loading state: the browser's own `<button>`
 * (React Aria's press machinery cost the first page about 12 KB gzipped, issue 17 item 5).
 */
export function Button({
  children,
  onPress,
  isDisabled = false,
  tone = 'brand',
  variant = 'solid',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      // Pending keeps focus (a disabled button would drop it) but is not operable; aria-disabled
      // also tells Playwright to wait for it.
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      data-pending={isLoading || undefined}
      data-state={isLoading ? 'loading' : 'idle'}
      className={styles.button({ tone, variant, size, fullWidth: isFullWidth })}
      onClick={pressHandler({ onPress, isPending: isLoading }, rest)}
    >
      <span className={styles.content}>{children}</span>
      {isLoading ? (
        <span className={styles.spinnerSlot} aria-hidden="true">
          <span className={glyph({ size: 'sm' })} />
        </span>
      ) : null}
    </button>
  );
}
