import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { NavLink, useNavigate } from 'react-router';
import { launchFirstGameAtom } from '../launch/launchAtoms';
import type { NavTarget } from './buildNavigation';

/**
 * An entry of the lobby's menus: a link to its page, or (§2.2, the sports entry with no page) a
 * button that launches the first sports vendor's game.
 */
export function NavTargetLink({
  target,
  className,
  children,
  onNavigate,
}: {
  target: NavTarget;
  className: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const launchFirst = useSetAtom(launchFirstGameAtom);
  if (target.kind === 'path') {
    return (
      <NavLink to={target.to} end={target.to === '/'} className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }
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
