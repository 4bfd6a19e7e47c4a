import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { button } from '../Button/Button.css';
import * as styles from './IconButton.css';

export const iconButtonTones = tones;
export const iconButtonVariants = variants;
export const iconButtonSizes = sizes;
export type IconButtonTone = Tone;
export type IconButtonVariant = Variant;
export type IconButtonSize = Size;

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'aria-label'
> {
  /** The accessible name; required because the button shows no text (for example "Close"). */
  label: string;
  /** The icon, decorative: it is hidden from assistive technology. */
  children: ReactNode;
  /** Semantic colour. @default 'neutral' */
  tone?: IconButtonTone;
  /** Visual weight. @default 'ghost' */
  variant?: IconButtonVariant;
  /** Square size. @default 'md' */
  size?: IconButtonSize;
}

/** A square button that shows only an icon and is named by `label`. */
export function IconButton({
  label,
  children,
  tone = 'neutral',
  variant = 'ghost',
  size = 'md',
  ...rest
}: IconButtonProps) {
  return (
    <AriaButton
      {...rest}
      aria-label={label}
      className={button({ tone, variant, size, iconOnly: true })}
    >
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </AriaButton>
  );
}
