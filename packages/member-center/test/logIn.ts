/// <reference types="@lobbykit/brand/virtual" />
import { brands } from 'virtual:lobbykit/brands';
import type { SessionStore } from '@lobbykit/session';
import { logIn as logInMember } from '@lobbykit/session/testing';

/**
 * Logs `store` in as a member or a trial player (no platform: the atoms only); a trial player has
 * the first trial type of `brandId`. Shared by the component tests and the stories.
 */
export function logIn(store: SessionStore, as: 'member' | 'trial', brandId = 'sakura') {
  const brand = brands.find((b) => b.id === brandId);
  if (!brand) throw new Error(`no ${brandId} brand`);
  logInMember(store, as === 'trial' ? { account: 'trial0007', type: brand.trialType[0] ?? 4 } : {});
}
