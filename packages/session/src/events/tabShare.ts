import type { createStore } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import { apiAtom } from '../client/runtime.js';
import { closeEventPopupAtom, eventPopupsAtom } from './eventPopups.js';
import { createEventApplier, followStream } from './memberEvents.js';
import type { StreamFrame } from './memberEvents.js';

type Store = ReturnType<typeof createStore>;

/**
 * The part of the Web Locks API the tabs elect their leader with (`navigator.locks`): a seam, so
 * the election runs in Node's tests with another implementation of the same contract.
 */
export interface TabLocks {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

/** What the tabs say to each other over the member's BroadcastChannel. */
export type TabMessage =
  /** A frame of the leader's stream, for every other tab to apply as the leader did. */
  | { kind: 'frame'; frame: StreamFrame }
  /** A tab that has just started asks for the last sequence the others applied. */
  | { kind: 'seq?' }
  | { kind: 'seq'; seq: number }
  /** A popup the member closed in one tab closes in every tab. */
  | { kind: 'popup-closed'; seq: number };

/** The browser's Web Locks, where it has them and BroadcastChannel too; otherwise null. */
export function browserTabLocks(): TabLocks | null {
  if (typeof navigator === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const locks = (navigator as Navigator & { locks?: TabLocks }).locks;
  return locks ?? null;
}

/**
 * Issue 15: one event stream per browser, not per tab. Every tab of the member asks for one Web
 * Lock named for the member; the tab holding it (the leader) alone opens the stream and posts each
 * frame on a BroadcastChannel of the same name, and every tab applies each frame to its own query
 * cache with the same applier (memberEvents.ts), so a balance, an unread count, a popup or the end
 * of the session reaches each tab as if it had its own stream. The browser frees a closed tab's
 * lock, so the next tab waiting takes it and connects from the last sequence it applied: every tab
 * applies every frame and a new tab asks the others for theirs, so the new leader resumes where
 * the old one stopped and nothing is missed or shown twice.
 *
 * The lock is per member, not per session: each tab logs in with its own session (the token lives
 * in sessionStorage), and the stream carries the member's events. A session-ended event names the
 * sessions it ends and reaches the leader only when the leader's is one of them; a follower then
 * asks the platform whether its own session still lives (a refused read ends it, as everywhere)
 * rather than ending a session that goes on.
 *
 * Popups (§2.8 socket-event and contract popups) join every tab's list, and the site shows them
 * only in a visible tab (EventPopupGate); a popup closed in one tab is closed in all. So the
 * member sees each popup once, in the tab in front of them, and not again on switching tabs; a
 * leader-only popup would be lost behind a background leader.
 *
 * Answers a function that stops this tab's part (and frees the lock when it leads).
 */
export function shareMemberEvents(
  store: Store,
  options: { name: string; locks: TabLocks },
): () => void {
  const stopped = new AbortController();
  const channel = new BroadcastChannel(options.name);
  const applier = createEventApplier(store, () => stopped.abort());
  let leading = false;
  const post = (message: TabMessage) => {
    if (!stopped.signal.aborted) channel.postMessage(message);
  };

  async function followerEnded(frame: StreamFrame): Promise<void> {
    try {
      await store.get(apiAtom).walletBalance(undefined, { signal: stopped.signal });
      // This tab's session lives: only the sequence counts here.
      applier.seen((frame.data as { seq: number }).seq);
    } catch (error) {
      if (isApiError(error) && error.kind === 'unauthenticated') applier.frame(frame);
    }
  }

  channel.onmessage = (message: MessageEvent<TabMessage>) => {
    if (stopped.signal.aborted) return;
    const data = message.data;
    switch (data.kind) {
      case 'frame':
        if (leading) return;
        if (data.frame.event === 'session-ended') void followerEnded(data.frame);
        else applier.frame(data.frame);
        break;
      case 'seq?': {
        const seq = applier.lastSeq();
        if (seq !== null) post({ kind: 'seq', seq });
        break;
      }
      case 'seq':
        applier.seen(data.seq);
        break;
      case 'popup-closed':
        store.set(closeEventPopupAtom, data.seq);
        break;
    }
  };

  // A popup that leaves this tab's list by the member's hand leaves every tab's. A contract event
  // removes popups in every tab alike, so telling the others again changes nothing there.
  let shown = new Set(store.get(eventPopupsAtom).map((popup) => popup.seq));
  const unsubscribe = store.sub(eventPopupsAtom, () => {
    const now = new Set(store.get(eventPopupsAtom).map((popup) => popup.seq));
    for (const seq of shown) if (!now.has(seq)) post({ kind: 'popup-closed', seq });
    shown = now;
  });

  post({ kind: 'seq?' });
  options.locks
    .request(options.name, { signal: stopped.signal }, async () => {
      if (stopped.signal.aborted) return;
      leading = true;
      await followStream(store, applier, stopped.signal, (frame) => {
        post({ kind: 'frame', frame });
        applier.frame(frame);
      });
    })
    .catch((error: unknown) => {
      // A stop before the lock was granted rejects the request with an AbortError.
      if (!stopped.signal.aborted) console.error('member events stopped', error);
    });

  return () => {
    stopped.abort();
    unsubscribe();
    channel.close();
  };
}
export { followMemberEvents } from './memberEvents.js';
