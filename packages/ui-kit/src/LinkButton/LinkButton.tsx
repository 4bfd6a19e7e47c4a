import type { ReactNode } from 'react';
import { Link as AriaLink, RouterProvider } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import type { Size, Tone, Variant } from '../vocabulary';
import { sizes, tones, variants } from '../vocabulary';
import { button } from '../Button/Button.css';
import { icon } from '../IconButton/IconButton.css';
import * as styles from './LinkButton.css';

export const linkButtonTones = tones;
export const linkButtonVariants = variants;
export const linkButtonSizes = sizes;

export interface LinkButtonProps extends Omit<
  AriaLinkProps,
  'className' | 'style' | 'children' | 'href' | 'aria-label'
> {
  /** Where the link goes; inside a `LinkRouterProvider` it navigates with the app's router. */
  href: string;
  /** The visible label, or the icon when `label` is set (already translated). */
  children: ReactNode;
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
 * so they open in a new tab, show their address and are announced as links.
 */
export function LinkButton({
  href,
  children,
  label,
  tone = 'brand',
  variant = 'solid',
  size = 'md',
  isFullWidth = false,
  ...rest
}: LinkButtonProps) {
  const iconOnly = label !== undefined;
  return (
    <AriaLink
      {...rest}
      href={href}
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
    </AriaLink>
  );
}

export interface LinkRouterProviderProps {
  /** The app router's navigate function, called with a LinkButton's `href`. */
  navigate: (path: string) => void;
  /** Turns an `href` into the address shown on the element (for a router with a base path). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Lets every kit link inside it navigate with the app's client-side router instead of a page
 * load; the kit itself stays free of any router.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
