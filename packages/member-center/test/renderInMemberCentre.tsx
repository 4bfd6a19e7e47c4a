/// <reference types="@lobbykit/brand/virtual" />
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { page } from 'vitest/browser';
import { MemoryRouter } from 'react-router';
import { brands } from 'virtual:lobbykit/brands';
import { catalogs, i18n, LocaleProvider, registerCatalog } from '@lobbykit/i18n';
import { createSessionStore, languageAtom, SessionProvider } from '@lobbykit/session';
import type { PlatformQueryContext, SessionStore } from '@lobbykit/session';
import { memberCenterCatalog } from '../src/catalog';
import { logIn } from './logIn';

export { logIn };

registerCatalog('member-center', memberCenterCatalog);

type Api = PlatformQueryContext['api'];
interface Message {
  id: number;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

/**
 * An inbox in memory behind the four message calls and the unread count, as the platform answers
 * them (the platform's own tests check the real ones). UI tests only: the calls it saw are kept.
 */
export function fakeInbox(messages: Message[] = []) {
  let inbox = [...messages].sort((a, b) => b.id - a.id);
  const calls: string[] = [];
  const notFound = () => Object.assign(new Error('No such message.'), { errorCode: 'NOT_FOUND' });
  const api = {
    messageUnreadCount: async () => {
      calls.push('unread');
      return { count: inbox.filter((m) => !m.read).length };
    },
    messageList: async ({ before, size = 20 }: { before?: number; size?: number } = {}) => {
      calls.push(`list:${before ?? ''}`);
      const rows = inbox.filter((m) => before === undefined || m.id < before);
      const shown = rows.slice(0, size);
      return { content: shown, next: rows.length > size ? (shown.at(-1)?.id ?? null) : null };
    },
    messageOpen: async ({ id }: { id: number }) => {
      calls.push(`open:${id}`);
      const found = inbox.find((m) => m.id === id);
      if (!found) throw notFound();
      found.read = true;
      return { ...found };
    },
    messageDelete: async ({ id }: { id: number }) => {
      calls.push(`delete:${id}`);
      if (!inbox.some((m) => m.id === id)) throw notFound();
      inbox = inbox.filter((m) => m.id !== id);
      return { id };
    },
    messageReadAll: async () => {
      calls.push('readAll');
      const marked = inbox.filter((m) => !m.read).length;
      inbox = inbox.map((m) => ({ ...m, read: true }));
      return { marked };
    },
  };
  return { api: api as unknown as Api, calls, messages: () => inbox };
}

export interface MemberRenderOptions {
  /** Who opens the page. @default 'member' */
  as?: 'visitor' | 'member' | 'trial';
  lang?: 'en' | 'ja';
  path?: string;
  api?: Api;
}

const sakura = brands.find((b) => b.id === 'sakura');

/** Renders a member page as the site would: sakura's config, a session store, messages, a router. */
export async function renderInMemberCentre(
  ui: ReactNode,
  { as = 'member', lang = 'en', path = '/member', api = fakeInbox().api }: MemberRenderOptions = {},
): Promise<SessionStore> {
  if (!sakura) throw new Error('no sakura brand');
  const store = createSessionStore({ brand: sakura, storage: null, api, events: false });
  store.set(languageAtom, lang === 'ja' ? 'JA' : 'EN');
  if (as !== 'visitor') logIn(store, as);
  await catalogs.load(lang, i18n);
  i18n.activate(lang);
  const root = document.documentElement;
  root.lang = lang;
  root.setAttribute('data-brand', sakura.id);
  root.setAttribute('data-theme', 'light');
  render(
    <SessionProvider store={store}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </LocaleProvider>
    </SessionProvider>,
  );
  return store;
}

/** Vitest's default browser viewport is a phone (414 px); the side menu shows from 769 px. */
export async function widenViewport(): Promise<void> {
  await page.viewport(1280, 800);
  onTestFinished(() => page.viewport(414, 896));
}
