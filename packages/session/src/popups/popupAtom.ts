import { atom } from 'jotai';
import { sessionAtom } from '../auth/memberAtoms.js';

export type LoginMethod = 'username' | 'sms';
export type ChangePasswordReason = 'firstLogin' | 'defaultPassword' | 'expired' | 'voluntary';

/**
 * The account popup on screen (§2.8): one at a time, as a union rather than a heap of booleans.
 * Features ask for one by writing this atom (or the guard actions below); the site renders it.
 */
export type AccountPopup =
  | { kind: 'closed' }
  | { kind: 'login'; method: LoginMethod }
  | { kind: 'register'; method: 'username' | 'mobile' }
  | { kind: 'forgotPassword'; by: 'email' | 'phone' }
  /** The second half of forgot-by-e-mail: the code of the e-mailed link (§4). */
  | { kind: 'resetPassword'; code: string }
  | { kind: 'changePassword'; reason: ChangePasswordReason }
  | { kind: 'confirmLogout' }
  | { kind: 'realAccountNeeded' }
  | { kind: 'customerService' };

export type AccountPopupKind = AccountPopup['kind'];

export const accountPopupAtom = atom<AccountPopup>({ kind: 'closed' });

export const closeAccountPopupAtom = atom(null, (_get, set) => {
  set(accountPopupAtom, { kind: 'closed' });
});

/** A feature asks for the login popup (ARCHITECTURE: features meet through session atoms). */
export const requestLoginAtom = atom(null, (_get, set, method: LoginMethod = 'username') => {
  set(accountPopupAtom, { kind: 'login', method });
});

/**
 * §5: actions that need login. A visitor gets the login popup and the action is cancelled
 * (returns false); anyone logged in, trial included, may go on.
 */
export const requireLoginAtom = atom(null, (get, set): boolean => {
  const kind = get(sessionAtom).kind;
  if (kind === 'member' || kind === 'trial') return true;
  set(requestLoginAtom);
  return false;
});

/**
 * §5, §8: actions that need a real account. A visitor gets the login popup; a trial player gets the
 * real-account dialog (in_need_true_account); either way the action is cancelled.
 */
export const requireRealAccountAtom = atom(null, (get, set): boolean => {
  const kind = get(sessionAtom).kind;
  if (kind === 'member') return true;
  if (kind === 'trial') set(accountPopupAtom, { kind: 'realAccountNeeded' });
  else set(requestLoginAtom);
  return false;
});
