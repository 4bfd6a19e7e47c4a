import { createContext, useContext } from 'react';
import type { MouseEvent, ReactNode } from 'react';

interface LinkRouter {
  navigate: (path: string) => void;
  useHref?: (href: string) => string;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);

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
    <LinkRouterContext.Provider value={{ navigate, useHref }}>
      {children}
    </LinkRouterContext.Provider>
  );
}

const identity = (href: string) => href;

/**
 * The address a kit link shows and its click handler: inside a `LinkRouterProvider` a plain click
 * navigates with the app's router; a click the browser should handle itself (a modifier key for a
 * new tab or window, another target or origin, a download) follows the link as usual — the rule
 * React Aria's links applied.
 */
export function useRouterLink(
  href: string | undefined,
  onPress?: () => void,
): { href: string | undefined; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const router = useContext(LinkRouterContext);
  // A hook, always called: a router's useHref (react-router's) may itself call hooks.
  const shown = (router?.useHref ?? identity)(href ?? '');
  return {
    href: href === undefined ? undefined : shown,
    onClick: (event) => {
      onPress?.();
      const link = event.currentTarget;
      if (!router || href === undefined || event.defaultPrevented) return;
      const target = link.getAttribute('target');
      const clientSide =
        (!target || target === '_self') &&
        link.origin === window.location.origin &&
        !link.hasAttribute('download') &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        !event.shiftKey;
      if (!clientSide) return;
      event.preventDefault();
      router.navigate(href);
    },
  };
}
