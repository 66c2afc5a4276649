import { useEffect, useState } from 'react';

export const MIN_UPDATE_INTERVAL = 50;

/**
 * The current time, re-read every `interval` ms. Ticks are aligned to multiples of the interval, so a
 * one-second clock turns over with the second. Stops on unmount.
 */
export function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now());
  const ms = Number.isFinite(interval) ? Math.max(MIN_UPDATE_INTERVAL, interval) : 1000;
  useEffect(() => {
    let intervalId: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(Date.now());
    const timeoutId = setTimeout(
      () => {
        tick();
        intervalId = setInterval(tick, ms);
      },
      ms - (Date.now() % ms),
    );
    return () => {
      clearTimeout(timeoutId);
      clearInterval(intervalId);
    };
  }, [ms]);
  return now;
}
