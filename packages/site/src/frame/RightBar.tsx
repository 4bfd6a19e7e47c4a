import { useSyncExternalStore } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { accountPopupAtom } from '@lobbykit/session';
import { ArrowUpIcon, HeadsetIcon, IconButton } from '@lobbykit/ui-kit';
import * as styles from './RightBar.css';

/** Smooth unless the player asked the system for less motion. */
function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion:reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** Half a screen down: from there, the top of the page is worth a button. */
let scrolledDown = false;

/**
 * Reads the scroll position in scroll and resize events (and one frame after subscribing), never
 * while rendering: `scrollY` forces a layout, and during the first render of a page that layout
 * of the half-built page made the render one long task (issue 17 item 2: 45% of /lottery's).
 */
function subscribeToScroll(onChange: () => void) {
  const update = () => {
    const now = window.scrollY > window.innerHeight / 2;
    if (now === scrolledDown) return;
    scrolledDown = now;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  // A page the browser restores half-way down has no scroll event to tell it.
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

const isScrolledDown = () => scrolledDown;

/**
 * §2.7 the right bar: customer service (§2.8 csModal) and scroll to top. "Back to top" shows once
 * the page is scrolled down: at the top it has nothing to do, and on a phone it would only cover
 * the content under it (issue 11). It appears above customer service, and the bar grows upwards
 * from a fixed bottom edge, so the customer service button never moves under a finger about to
 * tap it (issue 17 item 3: it jumped 48 px up on every phone page scrolled half-way).
 */
export function RightBar() {
  const { t } = useLingui();
  const setPopup = useSetAtom(accountPopupAtom);
  const showBackToTop = useSyncExternalStore(subscribeToScroll, isScrolledDown, () => false);
  return (
    <aside className={styles.bar} aria-label={t`Quick actions`}>
      {showBackToTop ? (
        <IconButton label={t`Back to top`} tone="neutral" variant="soft" onPress={scrollToTop}>
          <ArrowUpIcon />
        </IconButton>
      ) : null}
      <IconButton
        label={t`Customer service`}
        tone="brand"
        variant="solid"
        aria-haspopup="dialog"
        onPress={() => setPopup({ kind: 'customerService' })}
      >
        <HeadsetIcon />
      </IconButton>
    </aside>
  );
}
