import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientAtom } from './platformQuery.js';
import type { SessionStore } from '../client/createSessionStore.js';

/** Gives a tree the page's store and its QueryClient: the app's root and every test render. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={store.get(queryClientAtom)}>{children}</QueryClientProvider>
    </Provider>
  );
}
