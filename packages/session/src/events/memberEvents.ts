import type { createStore } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import type { MemberEvent, StreamHello } from '@lobbykit/api-contract';
import { endSessionLocallyAtom, sessionEndedAtom } from '../auth/sessionActions.js';
import { apiAtom } from '../client/runtime.js';
import { INBOX_KEY, UNREAD_MESSAGES_KEY } from '../messages/unreadMessagesQuery.js';
import {
  invalidatePlatformQueriesAtom,
  setPlatformQueriesDataAtom,
} from '../query/platformQuery.js';
import { BALANCE_KEY } from '../wallet/balanceQuery.js';
import { DEPOSIT_KEY, RECORDS_KEY, WITHDRAW_KEY } from '../cashier/cashierKeys.js';
import { refreshPermissionAtom } from '../system/permissionAtoms.js';
import { CONTRACTS_KEY } from '../contracts/contractKeys.js';
import { eventPopupsAtom, withContractEvent } from './eventPopups.js';

type Store = ReturnType<typeof createStore>;

const cashierKeys = [DEPOSIT_KEY, WITHDRAW_KEY, RECORDS_KEY];

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s, each with up to a third more at random. */
export function reconnectDelayMs(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(failures, 5));
  return Math.round(base * (1 + random() / 3));
}

/**
 * Issue 15: follows the member's event stream while the store's session is this member's, and
 * answers a function that stops it. Each event updates what it changes in the query cache (the
 * balance, the unread count) instead of asking again, or marks stale the reads it changes (the
 * records, a deposit's or withdrawal's pages, the contracts); a popup, a contract offered or
 * settled join `eventPopupsAtom`; an ended
 * session ends here too. After a drop it reconnects with growing waits and resumes after the last
 * sequence it saw, so every event is applied once, in order.
 */
export function followMemberEvents(store: Store): () => void {
  const stopped = new AbortController();
  let lastSeq: number | null = null;
  let failures = 0;

  const invalidate = (key: readonly unknown[]) =>
    void store.set(invalidatePlatformQueriesAtom, key);

  function hello(value: StreamHello): void {
    failures = 0;
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
        stopped.abort();
        // Only a time limit has its own message (issue 14 item 9); the others return to the lobby.
        if (event.reason === 'time-limit') store.set(sessionEndedAtom, 'SESSION_TIME_LIMIT');
        store.set(endSessionLocallyAtom);
        break;
    }
  }

  async function follow(): Promise<void> {
    const api = store.get(apiAtom);
    while (!stopped.signal.aborted) {
      try {
        const reader = await api.events(lastSeq, { signal: stopped.signal });
        for (;;) {
          const { value, done } = await reader.read();
          if (done || stopped.signal.aborted) break;
          const data: unknown = JSON.parse(value.data);
          if (value.event === 'hello') hello(data as StreamHello);
          // The merchant's §4 status changed: the site renders by the permission call's answer.
          else if (value.event === 'system') void store.set(refreshPermissionAtom);
          else apply(data as MemberEvent);
        }
      } catch (error) {
        if (stopped.signal.aborted) return;
        // A session the platform refuses is over (the api client has logged out); a trial has none.
        if (isApiError(error) && (error.kind === 'unauthenticated' || error.status === 403)) return;
        if (!isApiError(error) && !(error instanceof TypeError)) throw error;
      }
      failures += 1;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reconnectDelayMs(failures));
        stopped.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  void follow().catch((error: unknown) => {
    console.error('member events stopped', error);
  });
  return () => stopped.abort();
}
