import { atom } from 'jotai';
import type { SessionStore } from '@lobbykit/session';

/**
 * Chromium's install prompt (`beforeinstallprompt`), not in TypeScript's DOM types: it fires once
 * the site is installable, usually before the /down page has loaded, so the site captures it at
 * start-up and the page reads it from here.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** What the download page can offer: the real prompt, nothing (manual steps), or "installed". */
export type InstallState =
  { kind: 'prompt'; event: InstallPromptEvent } | { kind: 'manual' } | { kind: 'installed' };

/** The install state: what the download page offers. */
export const installStateAtom = atom<InstallState>({ kind: 'manual' });

/** Whether the site runs as an installed app (home-screen start: display-mode standalone). */
export function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

const capturing = new WeakSet<SessionStore>();

/**
 * Starts listening for the install prompt and for the install itself (mountSite calls it at
 * start-up, before any page: the prompt usually fires before /down has loaded).
 */
export function captureInstallPrompt(store: SessionStore): void {
  store.set(installStateAtom, runsInstalled() ? { kind: 'installed' } : { kind: 'manual' });
  if (capturing.has(store)) return;
  capturing.add(store);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's own mini-infobar away: the download page shows the Install button instead.
    event.preventDefault();
    store.set(installStateAtom, { kind: 'prompt', event: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => store.set(installStateAtom, { kind: 'installed' }));
}

/**
 * Shows the browser's install dialog. A prompt can be used once: after any answer the page falls
 * back to the manual steps until the browser offers a new one (or reports the install).
 */
export const promptInstallAtom = atom(null, async (_get, set, event: InstallPromptEvent) => {
  await event.prompt();
  const { outcome } = await event.userChoice;
  set(installStateAtom, outcome === 'accepted' ? { kind: 'installed' } : { kind: 'manual' });
});
