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

/** §2.7 the right bar: customer service (§2.8 csModal) and scroll to top. */
export function RightBar() {
  const { t } = useLingui();
  const setPopup = useSetAtom(accountPopupAtom);
  return (
    <aside className={styles.bar} aria-label={t`Quick actions`}>
      <IconButton
        label={t`Customer service`}
        tone="brand"
        variant="solid"
        aria-haspopup="dialog"
        onPress={() => setPopup({ kind: 'customerService' })}
      >
        <HeadsetIcon />
      </IconButton>
      <IconButton label={t`Back to top`} tone="neutral" variant="soft" onPress={scrollToTop}>
        <ArrowUpIcon />
      </IconButton>
    </aside>
  );
}
