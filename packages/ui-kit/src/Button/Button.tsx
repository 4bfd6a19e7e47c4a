import { useEffect, useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
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

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'isPending'
> {
  /** The visible label (already translated). */
  children: ReactNode;
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
 * React Aria announces a focused button's pending state with a live-region entry that names the
 * button by `aria-labelledby` and stays for 7 s. When the button leaves the page first (a tile
 * replaced after its launch), that entry points at nothing, which assistive technology reads as
 * silence and axe reports; the button takes its entries with it. React Aria adds a page's first
 * announcement 100 ms late (its live region must exist first), so the entries are looked for
 * again once that delay has passed.
 */
const LATE_ANNOUNCEMENT_MS = 150;

function forgetAnnouncementsOf(buttonId: string): void {
  for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = entry.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.includes(buttonId)) entry.remove();
  }
}

function useForgetAnnouncementsOnUnmount(buttonId: string): void {
  useEffect(
    () => () => {
      forgetAnnouncementsOf(buttonId);
      setTimeout(() => {
        // Unless a button with this id is back (React's development double mount keeps it).
        if (!document.getElementById(buttonId)) forgetAnnouncementsOf(buttonId);
      }, LATE_ANNOUNCEMENT_MS);
    },
    [buttonId],
  );
}

/** An action button in the brand's colours with a loading state. */
export function Button({
  children,
  tone = 'brand',
  variant = 'solid',
  size = 'md',
  isLoading = false,
  isFullWidth = false,
  id,
  ...rest
}: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useForgetAnnouncementsOnUnmount(buttonId);
  return (
    <AriaButton
      {...rest}
      id={buttonId}
      isPending={isLoading}
      data-state={isLoading ? 'loading' : 'idle'}
      // React Aria filters aria-busy out of Button's props; the render hook puts it on the element.
      render={(domProps) => <button {...domProps} aria-busy={isLoading || undefined} />}
      className={styles.button({ tone, variant, size, fullWidth: isFullWidth })}
    >
      <span className={styles.content}>{children}</span>
      {isLoading ? (
        <span className={styles.spinnerSlot} aria-hidden="true">
          <span className={glyph({ size: 'sm' })} />
        </span>
      ) : null}
    </AriaButton>
  );
}
