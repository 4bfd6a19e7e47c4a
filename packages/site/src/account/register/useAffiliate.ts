import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { apiAtom } from '@lobbykit/session';

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
  /** The URL's code failed the check: the field is shown with it (§4) and the warning opens (§8). */
  | { status: 'invalid'; code: string };

/**
 * §4 affiliate code: the field is shown when the URL has no code or when the affiliate check
 * (agentAffiliate with the site's domain) fails; a check that cannot be made counts as failed.
 */
export function useAffiliate(onUrlCodeInvalid: (code: string) => void) {
  const api = useAtomValue(apiAtom);
  const onInvalid = useRef(onUrlCodeInvalid);
  // The latest callback without restarting the check (issue 12 item 2 ports this form to the
  // form library and the check to a query).
  // eslint-disable-next-line react-hooks/refs
  onInvalid.current = onUrlCodeInvalid;
  const [params] = useSearchParams();
  const urlCode = params.get(AFFILIATE_QUERY)?.trim() ?? '';
  const referralCode = params.get(REFERRAL_QUERY)?.trim() ?? '';
  const [state, setState] = useState<AffiliateState>(() =>
    urlCode ? { status: 'checking', code: urlCode } : { status: 'field' },
  );

  useEffect(() => {
    if (!urlCode) return;
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see onInvalid above
    setState({ status: 'checking', code: urlCode });
    api.agentAffiliate({ code: urlCode, domain: window.location.host }).then(
      ({ valid }) => {
        if (!live) return;
        setState({ status: valid ? 'fromUrl' : 'invalid', code: urlCode });
        if (!valid) onInvalid.current(urlCode);
      },
      () => {
        if (!live) return;
        setState({ status: 'invalid', code: urlCode });
        onInvalid.current(urlCode);
      },
    );
    return () => {
      live = false;
    };
  }, [api, urlCode]);

  return {
    state,
    referralCode: referralCode.slice(0, 64),
    /** Show the field after a failed check at submit (§4: the field shows if the check fails). */
    markInvalid: (code: string) => setState({ status: 'invalid', code }),
  };
}
