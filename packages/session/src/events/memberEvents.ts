import type { createStore } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import type { MemberEvent, StreamHello, SystemStatusName } from '@lobbykit/api-contract';
import { endSessionLocallyAtom, sessionEndedAtom } from '../auth/sessionActions.js';
import { apiAtom } from '../client/runtime.js';
import { INBOX_KEY, UNREAD_MESSAGES_KEY } from '../messages/unreadMessagesQuery.js';
import {
  invalidatePlatformQueriesAtom,
  setPlatformQueriesDataAtom,
} from '../query/platformQuery.js';
import { BALANCE_KEY } from '../wallet/balanceQuery.js';
import { DEPOSIT_KEY, RECORDS_KEY, WITHDRAW_KEY } from '../cashier/cashierKeys.js';
import { refreshPermissionAtom, systemStatusAtom } from '../system/permissionAtoms.js';
import type { SystemStatus } from '../system/permissionAtoms.js';
import { CONTRACTS_KEY } from '../contracts/contractKeys.js';
import { eventPopupsAtom, withPendingOffers, withContractEvent } from './eventPopups.js';

/** The stream's status names as the site's (permissionAtoms.ts). */
const siteStatusOf: Record<SystemStatusName, SystemStatus> = {
  normal: 'normal',
  maintenance: 'maintenance',
  'region-restricted': 'regionRestricted',
};

type Store = ReturnType<typeof createStore>;

const cashierKeys = [DEPOSIT_KEY, WITHDRAW_KEY, RECORDS_KEY];

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s, each with up to a third more at random. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
  return Math.round(base * (1 + random() / 3));
}

/** A frame of the member's event stream: its SSE event name and its parsed data. */
export interface StreamFrame {
  event: string;
  data: unknown;
}

/**
 * What one tab does with the frames of the member's stream, its own or another tab's (tabShare.ts):
 * each event updates what it changes in the query cache (the balance, the unread count) instead of
 * asking again, or marks stale the reads it changes (the records, a deposit's or withdrawal's
 * pages, the contracts); a popup, a contract offered or settled join `eventPopupsAtom`; an ended
 * session ends here too. It remembers the last sequence applied, so each event applies once, in
 * order, whichever tab's stream brought it.
 */
export function createEventApplier(store: Store, onEnded: () => void = () => {}) {
  let lastSeq: number | null = null;

  const invalidate = (key: readonly unknown[]) =>
    void store.set(invalidatePlatformQueriesAtom, key);

  function hello(value: StreamHello): void {
    // The merchant's status as this stream opened: a change while there was no stream came with
    // no `system` message (the site renders by the permission call's answer, so it asks again).
    const shown = store.get(systemStatusAtom);
    if (shown !== null && value.status && shown !== siteStatusOf[value.status]) {
      void store.set(refreshPermissionAtom);
    }
    // A first connection (or one whose missed events are gone) may have missed a change between
    // the page's reads and the stream: read those once more.
    if (lastSeq === null || value.reset) {
      for (const key of [
        BALANCE_KEY,
        UNREAD_MESSAGES_KEY,
        INBOX_KEY,
        CONTRACTS_KEY,
        ...cashierKeys,
      ]) {
        invalidate(key);
      }
      lastSeq = value.seq;
      void showPendingOffers();
    }
  }

  /**
   * §2.8 contract popup for an offer made while the member had no stream (logged out, every tab
   * closed, or gone longer than the events are kept): its event is behind the sequence the stream
   * starts at, so on a fresh start the offers still waiting for an answer are read and shown.
   */
  async function showPendingOffers(): Promise<void> {
    try {
      const { contracts } = await store.get(apiAtom).memberContracts();
      store.set(eventPopupsAtom, (popups) => withPendingOffers(popups, contracts));
    } catch (error) {
      // Not a member's session any more, or the platform is away: the next start reads again.
      if (!isApiError(error) && !(error instanceof TypeError)) throw error;
    }
  }

  function apply(event: MemberEvent): void {
    if (lastSeq !== null && event.seq <= lastSeq) return;
    lastSeq = event.seq;
    switch (event.type) {
      case 'balance':
        store.set(setPlatformQueriesDataAtom, BALANCE_KEY, event.balance);
        // The records list the movement; the cashier pages show what can be withdrawn.
        invalidate(RECORDS_KEY);
        invalidate(WITHDRAW_KEY);
        break;
      case 'deposit':
        invalidate(DEPOSIT_KEY);
        invalidate(RECORDS_KEY);
        break;
      case 'withdrawal':
        invalidate(WITHDRAW_KEY);
        invalidate(RECORDS_KEY);
        break;
      case 'message':
        store.set(setPlatformQueriesDataAtom, UNREAD_MESSAGES_KEY, event.unread);
        invalidate(INBOX_KEY);
        break;
      case 'popup':
        store.set(eventPopupsAtom, (popups) => [
          ...popups,
          { kind: 'operator', seq: event.seq, title: event.title, body: event.body },
        ]);
        break;
      case 'contract': {
        // §2.8 contract popup: an offer or a settlement shows; an answer closes the offer's popup.
        const { seq, contract } = event;
        store.set(eventPopupsAtom, (popups) => withContractEvent(popups, seq, contract));
        invalidate(CONTRACTS_KEY);
        break;
      }
      case 'session-ended':
        onEnded();
        // Only a time limit has its own message (issue 14 item 9); the others return to the lobby.
        if (event.reason === 'time-limit') store.set(sessionEndedAtom, 'SESSION_TIME_LIMIT');
        store.set(endSessionLocallyAtom);
        break;
    }
  }

  return {
    /** Applies one frame of the stream. */
    frame({ event, data }: StreamFrame): void {
      if (event === 'hello') hello(data as StreamHello);
      // The merchant's §4 status changed: the site renders by the permission call's answer.
      else if (event === 'system') void store.set(refreshPermissionAtom);
      else apply(data as MemberEvent);
    },
    /** The last sequence applied here (null before the first hello or event). */
    lastSeq: () => lastSeq,
    /** Takes a sequence another tab has applied, when it is newer than this tab's. */
    seen(seq: number): void {
      if (lastSeq === null || seq > lastSeq) lastSeq = seq;
    },
  };
}

export type EventApplier = ReturnType<typeof createEventApplier>;

/**
 * Follows the member's stream until `signal` aborts: every frame goes to `onFrame` (the applier,
 * and in a leading tab the other tabs too). After a drop it reconnects with growing waits and
 * resumes after the last sequence the applier saw, so nothing is missed or applied twice.
 */
export async function followStream(
  store: Store,
  applier: EventApplier,
  signal: AbortSignal,
  onFrame: (frame: StreamFrame) => void,
): Promise<void> {
  const api = store.get(apiAtom);
  let failures = 0;
  while (!signal.aborted) {
    try {
      const reader = await api.events(applier.lastSeq(), { signal });
      for (;;) {
        const { value, done } = await reader.read();
        if (done || signal.aborted) break;
        if (value.event === 'hello') failures = 0;
        onFrame({ event: value.event ?? 'message', data: JSON.parse(value.data) as unknown });
      }
    } catch (error) {
      if (signal.aborted) return;
      // A session the platform refuses is over (the api client has logged out); a trial has none.
      if (isApiError(error) && (error.kind === 'unauthenticated' || error.status === 403)) return;
      if (!isApiError(error) && !(error instanceof TypeError)) throw error;
    }
    failures += 1;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, reconnectDelayMs(failures));
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * Issue 15: follows the member's event stream in this tab alone while the store's session is this
 * member's, and answers a function that stops it. The site uses it where a browser cannot share
 * one stream between tabs (tabShare.ts: no Web Locks or no BroadcastChannel).
 */
export function followMemberEvents(store: Store): () => void {
  const stopped = new AbortController();
  const applier = createEventApplier(store, () => stopped.abort());
  void followStream(store, applier, stopped.signal, (frame) => applier.frame(frame)).catch(
    (error: unknown) => {
      console.error('member events stopped', error);
    },
  );
  return () => stopped.abort();
}
