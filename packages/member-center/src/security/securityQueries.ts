import { platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/** The security centre's reads (issue 14 item 2, §6: members only); a change invalidates its key. */
export const PROFILE_KEY = ['memberProfile'] as const;
export const SECURITY_KEY = ['memberSecurity'] as const;
export const BANK_ACCOUNTS_KEY = ['memberBankAccounts'] as const;

export const profileQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    PROFILE_KEY,
    (signal) => context.api.memberProfile(undefined, { signal }),
    { memberOnly: true },
  );

export const securityQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    SECURITY_KEY,
    (signal) => context.api.memberSecurity(undefined, { signal }),
    { memberOnly: true },
  );

export const bankAccountsQuery = (context: PlatformQueryContext) =>
  platformQuery(
    context,
    BANK_ACCOUNTS_KEY,
    (signal) => context.api.memberBankAccounts(undefined, { signal }),
    { memberOnly: true },
  );
