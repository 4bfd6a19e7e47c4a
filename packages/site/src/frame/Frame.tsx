import { Outlet, useHref, useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useAfterFirstPaint } from '@lobbykit/session';
import { LinkRouterProvider } from '@lobbykit/ui-kit';
import { AccountPopupHost } from '../popups/AccountPopupHost';
import { useRouteEffects, useRouteHandle } from '../routing/useRouteEffects';
import { Footer } from './Footer';
import { frameSlots } from './frameSlots';
import type { FrameSlots } from './frameSlots';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenuHost } from './SideMenuHost';
import * as styles from './Frame.css';

/** Moves focus to the page's main content without touching the URL or the router. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * The frame every page lives in (§2.5–§2.7): skip link, header, side menu, main, footer, right
 * bar, and the account popups. `/helpmc` opts out of the chrome (§2.1). `slots` are the
 * vendor-driven parts the lobby plugs in (see frameSlots.ts).
 */
export function Frame({ slots = frameSlots }: { slots?: FrameSlots }) {
  useRouteEffects();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const chrome = handle.chrome ?? 'full';
  // The footer is below the fold (the main area is a screen tall): it renders in a task of its
  // own after the first page's (issue 17 item 2).
  const showFooter = useAfterFirstPaint();
  return (
    // Kit links (LinkButton) navigate with the router instead of loading the page again.
    <LinkRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <div className={styles.frame}>
        {chrome === 'full' ? (
          <a href="#main" className={styles.skipLink} onClick={skipToMain}>
            <Trans>Skip to main content</Trans>
          </a>
        ) : null}
        {chrome === 'full' ? <Header slots={slots} /> : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {chrome === 'full' ? (
          <>
            {showFooter ? <Footer slots={slots} /> : null}
            <RightBar />
            <SideMenuHost slots={slots} />
            <AccountPopupHost />
            {slots.overlays ? <slots.overlays /> : null}
          </>
        ) : null}
      </div>
    </LinkRouterProvider>
  );
}
