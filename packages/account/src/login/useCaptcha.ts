import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { platformQuery, platformQueryContextAtom, useQuery, isApiError } from '@lobbykit/session';

/** §9: a new captcha at most once a second (the platform refuses more with RATE_LIMITED). */
export const CAPTCHA_REFRESH_MS = 1000;
/** How often a captcha the platform throttled is asked for again, a second apart. */
const RATE_LIMIT_RETRIES = 2;

export interface Captcha {
  captchaId: string;
  /** A data: URL of the PNG. */
  src: string;
}

const toCaptcha = ({ captchaId, image }: { captchaId: string; image: string }): Captcha => ({
  captchaId,
  src: `data:image/png;base64,${image}`,
});

/**
 * The captcha of the `captcha` call, loaded when `active` (the platform asked for one, §4). A
 * captcha is single use: each form has its own (the key holds the hook's id), it is never cached
 * (`staleTime` and `gcTime` 0) nor swapped behind the player's back (no refetch on focus), and
 * `refresh` asks for a new one ("New captcha", and after a failed submit). A refresh while one is
 * on its way joins it; one the platform throttles (§9, another click or tab within the second) is
 * asked again a second later.
 */
export function useCaptcha(active: boolean) {
  const context = useAtomValue(platformQueryContextAtom);
  const id = useId();
  const read = platformQuery(context, ['captcha', id], (signal) =>
    context.api.captcha({}, { signal }),
  );
  const query = useQuery({
    ...read,
    enabled: active && read.enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) =>
      failures < RATE_LIMIT_RETRIES && isApiError(error) && error.errorCode === 'RATE_LIMITED',
    retryDelay: CAPTCHA_REFRESH_MS,
    select: toCaptcha,
  });

  return {
    captcha: query.data ?? null,
    failed: query.isError,
    refresh: () => void query.refetch({ cancelRefetch: false }),
  };
}
