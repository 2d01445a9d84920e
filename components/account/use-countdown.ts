import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since the epoch), ticking once a second; 0 when past or null. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new deadline restarts the clock before the first tick.
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
