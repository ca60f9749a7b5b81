import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAt` (ms since the epoch), never negative; 0 when there is no countdown. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** When a countdown of `seconds` started at `now` ends. */
export const countdownEnd = (seconds: number, now: number) => now + Math.max(0, seconds) * 1000;

/**
 * A resend countdown (SMS and e-mail codes, 60 s): `start(seconds)` after a
 * successful send, `seconds` is what is left (0 when none runs). It counts
 * against the clock, so a tab in the background shows the right time when it
 * comes back.
 */
export function useCountdown(): {
  seconds: number;
  running: boolean;
  start: (seconds: number) => void;
  reset: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(endsAt, current) === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((value: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(value > 0 ? countdownEnd(value, current) : null);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);
  return { seconds, running: seconds > 0, start, reset };
}

/**
 * Send is enabled only when everything it needs is filled in and no
 * countdown runs (spec section 4, SMS code).
 */
export function canSendCode(required: readonly string[], countdown: number, busy = false): boolean {
  return !busy && countdown <= 0 && required.every((value) => value.trim() !== '');
}
