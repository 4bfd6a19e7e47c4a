import { atom } from 'jotai';
import type { MemberInfo } from '@lobbykit/api-contract';
import { brandAtom } from '../client/runtime.js';
import { tokenAtom } from './tokenAtom.js';

export const memberInfoAtom = atom<MemberInfo | null>(null);

/** §4 session states; a trial account counts as logged in but is refused real-account actions. */
export type Session =
  | { kind: 'visitor' }
  | { kind: 'restoring' }
  | { kind: 'member'; member: MemberInfo; isAgent: boolean }
  | { kind: 'trial'; member: MemberInfo };

/** True while a stored token is being checked at start, so the header can reserve its space. */
export const restoringAtom = atom(false);

/** Derived from the token and the member info (§3 login state flags, §4). */
export const sessionAtom = atom<Session>((get) => {
  const member = get(memberInfoAtom);
  const token = get(tokenAtom);
  if (get(restoringAtom)) return { kind: 'restoring' };
  if (!token || !member) return { kind: 'visitor' };
  const brand = get(brandAtom);
  // §3: agent or trial by the brand's configured type lists (1, 2, 41, 42 agent; 4 trial).
  if (brand.trialType.includes(member.type)) return { kind: 'trial', member };
  return { kind: 'member', member, isAgent: brand.agentType.includes(member.type) };
});

export const isLoggedInAtom = atom((get) => {
  const kind = get(sessionAtom).kind;
  return kind === 'member' || kind === 'trial';
});
export const isAgentAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.kind === 'member' && session.isAgent;
});
export const isTrialAtom = atom((get) => get(sessionAtom).kind === 'trial');

/** §4 "the after-login flag": set by every successful login, read by first-login popups. */
export const afterLoginAtom = atom(false);

/**
 * The last login's firstTimeLogin (§3 login state flags): the platform clears the flag on the
 * member once it has answered the login, so only the login value knows. §4 shows first-login
 * members the F announcements too.
 */
export const firstTimeLoginAtom = atom(false);
