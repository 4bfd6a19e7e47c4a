import { Suspense, lazy, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useLocation } from 'react-router';
import { loadSection } from '../routing/lazySection';
import { sideMenuOpenAtom } from './frameAtoms';
import type { FrameSlots } from './frameSlots';
import { LazyBoundary } from './LazyBoundary';

// The drawer (React Aria dialog, tabs) is a chunk of its own, fetched on the first open only.
const SideMenu = lazy(() => loadSection('side-menu', () => import('./SideMenu')));

/** §2.5 mounts the side menu once it has been opened, and closes it on every navigation. */
export function SideMenuHost({ slots }: { slots: FrameSlots }) {
  const [open, setOpen] = useAtom(sideMenuOpenAtom);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  if (open && !wanted) setWanted(true);

  // §2.5: the side menu closes on navigation (a link in it, the browser's back, anything).
  useEffect(() => {
    setOpen(false);
  }, [location.key, setOpen]);

  if (!wanted) return null;
  return (
    <LazyBoundary
      onError={() => {
        setOpen(false);
        setWanted(false);
      }}
    >
      <Suspense fallback={null}>
        <SideMenu slots={slots} isOpen={open} onOpenChange={setOpen} />
      </Suspense>
    </LazyBoundary>
  );
}
