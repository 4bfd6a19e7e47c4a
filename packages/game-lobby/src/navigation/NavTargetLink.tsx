import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router';
import { launchFirstGameAtom } from '../launch/launchAtoms';
import type { NavTarget } from './buildNavigation';

/**
 * Whether a menu entry's page is the one shown, by NavLink's rule: the same path, or a page
 * under it (`/` only itself); letter case and the query string do not count.
 */
export function isActiveTarget(pathname: string, target: NavTarget): boolean {
  if (target.kind !== 'path') return false;
  const to = (target.to.split(/[?#]/)[0] || '/').toLowerCase();
  const here = pathname.toLowerCase();
  if (here === to) return true;
  if (to === '/') return false;
  const base = to.endsWith('/') ? to.slice(0, -1) : to;
  return here.startsWith(base) && here.charAt(base.length) === '/';
}

/**
 * A menu's test for its entries: the address is read once by the menu, not once per entry
 * (issue 17 item 2: a NavLink per entry made every entry a router subscriber of its own).
 */
export function useIsActiveTarget(): (target: NavTarget) => boolean {
  const { pathname } = useLocation();
  return (target) => isActiveTarget(pathname, target);
}

/**
 * An entry of the lobby's menus: a link to its page (`aria-current="page"` when `active`), or
 * (§2.2, the sports entry with no page) a button that launches the first sports vendor's game.
 */
export function NavTargetLink({
  target,
  active,
  className,
  children,
  onNavigate,
}: {
  target: NavTarget;
  /** Whether the entry's page is shown; the menu decides, with `useIsActiveTarget`. */
  active: boolean;
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  if (target.kind === 'path') {
    return (
      <Link
        to={target.to}
        className={className}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {children}
      </Link>
    );
  }
  return (
    <LaunchFirstButton target={target} className={className} onNavigate={onNavigate}>
      {children}
    </LaunchFirstButton>
  );
}

function LaunchFirstButton({
  target,
  className,
  children,
  onNavigate,
}: {
  target: Extract<NavTarget, { kind: 'launchFirst' }>;
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const launchFirst = useSetAtom(launchFirstGameAtom);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onNavigate?.();
        void launchFirst({
          vassalage: target.vassalage,
          gameType: target.gameType,
          navigate: (to) => void navigate(to),
        });
      }}
    >
      {children}
    </button>
  );
}
