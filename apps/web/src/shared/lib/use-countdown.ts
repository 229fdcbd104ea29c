import { useCallback, useEffect, useState } from 'react';

/**
 * A resend timer (000 §4, §9): `start(ms)` begins a wait; `seconds` counts down to 0, once a second,
 * and `waiting` is true until then. Reads the clock, so fake timers and Playwright's clock drive it.
 */
export function useCountdown(): { waiting: boolean; seconds: number; start: (ms: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const waiting = until !== null && now < until;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  const start = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + ms);
  }, []);
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { waiting, seconds, start };
}
