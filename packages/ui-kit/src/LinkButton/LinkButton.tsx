import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { button } from '../Button/Button.css';
import { icon } from '../IconButton/IconButton.css';
import { useRouterLink } from './linkRouter';
import * as styles from './LinkButton.css';

export { LinkRouterProvider } from './linkRouter';
export type { LinkRouterProviderProps } from './linkRouter';

export const linkButtonTones = tones;
export const linkButtonVariants = variants;
export const linkButtonSizes = sizes;

export interface LinkButtonProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'style' | 'children' | 'href' | 'aria-label' | 'onClick'
> {
  /** Where the link goes; inside a `LinkRouterProvider` it navigates with the app's router. */
  href: string;
  /** The visible label, or the icon when `label` is set (already translated). */
  children: ReactNode;
  /** Called when the link is followed (before the navigation). */
  onPress?: () => void;
  /**
   * Makes the link icon-only: `children` is a decorative icon and this is the accessible name.
   * Leave unset for a link with visible text.
   */
  label?: string;
  /** Semantic colour. @default 'brand' */
  tone?: Tone;
  /** Visual weight. @default 'solid' */
  variant?: Variant;
  /** Height and text size. @default 'md' */
  size?: Size;
  /** Stretches to the width of its container. @default false */
  isFullWidth?: boolean;
}

/**
 * A link that looks like a Button: for actions that go somewhere (deposit, the agent centre),
 * so they open in a new tab, show their address and are announced as links. The browser's own
 * `<a>`, light enough for the first page.
 */
export function LinkButton({
  href,
  children,
  onPress,
  label,
  tone = 'brand',
  variant = 'solid',
  size = 'md',
  isFullWidth = false,
  ...rest
}: LinkButtonProps) {
  const iconOnly = label !== undefined;
  const link = useRouterLink(href, onPress);
  return (
    <a
      {...rest}
      href={link.href}
      onClick={link.onClick}
      aria-label={label}
      className={`${button({ tone, variant, size, fullWidth: isFullWidth, iconOnly })} ${styles.link}`}
    >
      {iconOnly ? (
        <span className={icon} aria-hidden="true">
          {children}
        </span>
      ) : (
        children
      )}
    </a>
  );
}
