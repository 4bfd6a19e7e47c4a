import { useCallback, useEffect, useRef, useState } from 'react';

/** §9: send-code clicks are throttled to one a second. */
export const SEND_CLICK_THROTTLE_MS = 1000;

/**
 * §4, §9 SMS countdown: after a code is sent the send button stays disabled for
 * expiredMinutes × 60 seconds, with the seconds left shown; clicks less than a second apart are
 * ignored.
 */
export function useSmsCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const lastClick = useRef(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  /** True when this click may send: not within a second of the last one, not counting down. */
  const takeClick = useCallback(() => {
    const current = Date.now();
    if (current - lastClick.current < SEND_CLICK_THROTTLE_MS) return false;
    lastClick.current = current;
    return endsAt === null || current >= endsAt;
  }, [endsAt]);

  const start = useCallback((expiredMinutes: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + expiredMinutes * 60_000);
  }, []);

  return { secondsLeft, counting: secondsLeft > 0, takeClick, start };
}
