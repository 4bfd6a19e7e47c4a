import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { isApiError } from '@lobbykit/api-client';
import { apiAtom } from '@lobbykit/session';

/** §9: a new captcha at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface Captcha {
  captchaId: string;
  /** A data: URL of the PNG. */
  src: string;
}

/**
 * The captcha of the `captcha` call, loaded when `active` (the platform asked for one, §4). A
 * refresh asked for within a second of the last load waits for the second to pass (§9), so fast
 * clicks and a refresh after a failed attempt become one call.
 */
export function useCaptcha(active: boolean) {
  const api = useAtomValue(apiAtom);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastLoad = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(true);

  const load = useCallback(async () => {
    timer.current = null;
    lastLoad.current = Date.now();
    try {
      const value = await api.captcha();
      if (!live.current) return;
      setFailed(false);
      setCaptcha({ captchaId: value.captchaId, src: `data:image/png;base64,${value.image}` });
    } catch (error) {
      if (!live.current) return;
      // Another tab asked within the same second: the platform's throttle (§9); try once more.
      if (isApiError(error) && error.errorCode === 'RATE_LIMITED' && timer.current === null) {
        // A retry of itself (issue 12 item 2 moves the captcha to a query with the forms).
        // eslint-disable-next-line react-hooks/immutability
        timer.current = setTimeout(() => void load(), CAPTCHA_REFRESH_MS);
        return;
      }
      setFailed(true);
    }
  }, [api]);

  const refresh = useCallback(() => {
    if (timer.current !== null) return;
    const wait = lastLoad.current + CAPTCHA_REFRESH_MS - Date.now();
    if (wait <= 0) void load();
    else timer.current = setTimeout(() => void load(), wait);
  }, [load]);

  useEffect(() => {
    live.current = true;
    if (active) refresh();
    return () => {
      live.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [active, refresh]);

  return { captcha, failed, refresh };
}
