import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientAtom } from './platformQuery.js';
import { followEventsOfMember } from '../client/createSessionStore.js';
import type { SessionStore } from '../client/createSessionStore.js';
import { runtimeAtom } from '../client/runtime.js';

/**
 * Gives a tree the page's store and its QueryClient: the app's root and every test render. While
 * it is mounted, a logged-in member's event stream is followed (issue 15); an unmounted app (a
 * test's) leaves no stream open behind it.
 */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(
    () => (store.get(runtimeAtom)?.followEvents ? followEventsOfMember(store) : undefined),
    [store],
  );
  return (
    <Provider store={store}>
      <QueryClientProvider client={store.get(queryClientAtom)}>{children}</QueryClientProvider>
    </Provider>
  );
}
