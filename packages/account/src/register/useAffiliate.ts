import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { platformQuery, platformQueryContextAtom, useQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';

/** The query parameter that carries an agent's affiliate (invitation) code in a sign-up link. */
export const AFFILIATE_QUERY = 'affiliateCode';
/** §3: the referral code comes from the `referralCode` query parameter. */
export const REFERRAL_QUERY = 'referralCode';

export type AffiliateState =
  /** No code in the URL: the field is shown (§4). */
  | { status: 'field' }
  | { status: 'checking'; code: string }
  /** The URL's code passed the check: it is sent, the field stays hidden. */
  | { status: 'fromUrl'; code: string }
  /** The code failed the check: the field is shown with it (§4) and the warning opens (§8). */
  | { status: 'invalid'; code: string };

/** §3 affiliate check: whether `code` names an agent of this site (agentAffiliate, its domain). */
export function affiliateCheck(context: PlatformQueryContext, code: string) {
  const domain = window.location.host;
  return platformQuery(context, ['agentAffiliate', code, domain], (signal) =>
    context.api.agentAffiliate({ code, domain }, { signal }),
  );
}

/**
 * §4 affiliate code: the field is shown when the URL has no code or when the affiliate check of
 * the URL's code fails; a check that cannot be made counts as failed.
 */
export function useAffiliate() {
  const context = useAtomValue(platformQueryContextAtom);
  const [params] = useSearchParams();
  const urlCode = params.get(AFFILIATE_QUERY)?.trim() ?? '';
  const referralCode = params.get(REFERRAL_QUERY)?.trim() ?? '';
  const [refusedAtSubmit, setRefusedAtSubmit] = useState<string | null>(null);
  const read = affiliateCheck(context, urlCode);
  const check = useQuery({ ...read, enabled: urlCode !== '' && read.enabled });

  const state: AffiliateState =
    refusedAtSubmit !== null
      ? { status: 'invalid', code: refusedAtSubmit }
      : urlCode === ''
        ? { status: 'field' }
        : check.isPending
          ? { status: 'checking', code: urlCode }
          : check.data?.valid
            ? { status: 'fromUrl', code: urlCode }
            : { status: 'invalid', code: urlCode };

  return {
    state,
    /** The URL's code failed its check (§8: the invitation_code_error warning opens). */
    urlCodeRefused: refusedAtSubmit === null && state.status === 'invalid',
    referralCode: referralCode.slice(0, 64),
    /** Show the field after the platform refused the code at submit (§4). */
    markInvalid: (code: string) => setRefusedAtSubmit(code),
  };
}
