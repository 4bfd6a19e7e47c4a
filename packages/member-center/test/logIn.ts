/// <reference types="@lobbykit/brand/virtual" />
import { brands } from 'virtual:lobbykit/brands';
import { memberInfoAtom, tokenAtom } from '@lobbykit/session';
import type { SessionStore } from '@lobbykit/session';

/**
 * Logs `store` in as a member or a trial player (no platform: the atoms only); a trial player has
 * the first trial type of `brandId`. Shared by the component tests and the stories.
 */
export function logIn(store: SessionStore, as: 'member' | 'trial', brandId = 'sakura') {
  const brand = brands.find((b) => b.id === brandId);
  if (!brand) throw new Error(`no ${brandId} brand`);
  store.set(memberInfoAtom, {
    id: '7',
    account: as === 'trial' ? 'trial0007' : 'hanako',
    nickname: null,
    type: as === 'trial' ? (brand.trialType[0] ?? 4) : 0,
    vipLevel: 1,
    firstTimeLogin: false,
    currency: 'JPY',
  });
  store.set(tokenAtom, 'test-token');
}
