import { join } from 'node:path';
import { toBrandConfig } from '@lobbykit/brand-runtime';
import { loadBrand } from '@lobbykit/brand/node';
import { createSessionStore } from '../src/client/createSessionStore.js';
import type { SessionStore } from '../src/client/createSessionStore.js';
import { logIn } from './logIn.js';
import type { TestMember } from './logIn.js';

/**
 * A session store of the repository's sakura brand whose platform is `fetch`, logged in as
 * `member` (Node only: it reads brands/sakura/brand.json).
 */
export function sakuraMemberStore(
  fetch: typeof globalThis.fetch,
  member: TestMember,
  baseUrl = 'http://platform.test',
): SessionStore {
  const result = loadBrand('sakura', { rootDir: join(import.meta.dirname, '../../..') });
  if (!result.ok) throw new Error('sakura does not load');
  const { data, tokens } = result.brand;
  const brand = toBrandConfig(data, tokens, { logoUrl: '/l.svg', faviconUrl: '/f.svg' });
  const store = createSessionStore({ brand, baseUrl, storage: null, fetch });
  logIn(store, member);
  return store;
}
