// Shared by the frame's browser tests: real accounts on the real test platform, carried into the
// site by the §4 hand-off code (the token never goes into a URL).
import { createApiClient } from '@lobbykit/api-client';
import { operator } from '../../test';

export interface SeededAccount {
  role: string;
  account: string;
  password: string;
}

export interface Merchant {
  brand: 'sakura' | 'harbor';
  code: string;
}

export const sakura: Merchant = { brand: 'sakura', code: 'SAKURA01' };
export const harbor: Merchant = { brand: 'harbor', code: 'HARBOR01' };

/** A fresh member, agent or downline from the operator's seed-demo. */
export async function freshAccount(
  role: 'member' | 'agent',
  merchant: Merchant = sakura,
): Promise<SeededAccount> {
  const seeded = await operator<{ members: SeededAccount[] }>('seed-demo', [merchant.code]);
  const account = seeded.members.find((m) => m.role === role);
  if (!account) throw new Error(`seed-demo made no ${role}`);
  return account;
}

function client(merchant: Merchant) {
  let token: string | null = null;
  const api = createApiClient({
    baseUrl: window.location.origin,
    merchant: merchant.code,
    getLanguage: () => 'EN',
    getToken: () => token,
  });
  return {
    api,
    setToken: (value: string) => {
      token = value;
    },
  };
}

/** Logs in through the platform and returns a hand-off code for `/?handoff=`. */
export async function handoffFor(account: SeededAccount, merchant: Merchant = sakura) {
  const { api, setToken } = client(merchant);
  setToken(
    (
      await api.sessionLogin({
        username: account.account,
        password: account.password,
        type: 'username',
      })
    ).token,
  );
  return (await api.sessionHandoff()).code;
}

/** Starts a free-play (trial) session (§4) and returns its hand-off code and account name. */
export async function trialHandoff(merchant: Merchant = sakura) {
  const { api, setToken } = client(merchant);
  const value = await api.sessionLoginFreePlay({ os: 'test', platform: 'W', gatewayVersion: 3 });
  setToken(value.token);
  return { code: (await api.sessionHandoff()).code, account: value.member.account };
}

/** Puts money into a member's wallet through the operator CLI (the ledger, §7). */
export function credit(merchant: Merchant, account: string, amount: string) {
  return operator('credit', [merchant.code, account, amount, '--reason', 'frame test']);
}

/** The member's unread count as the platform reports it to the operator. */
export async function unreadCount(merchant: Merchant, account: string): Promise<number> {
  const inbox = await operator<{ unread: number }>('messages', ['list', merchant.code, account]);
  return inbox.unread;
}
