import { useEffect, useState } from 'react';

/** How often a clock on screen (elapsed on court, called since) moves on. */
export const CLOCK_TICK_MS = 15_000;

/** The present moment, moving on every `tickMs` while the component is shown. */
export function useNow(tickMs = CLOCK_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Time since `fromIso` as a desk reads it: "under a minute", "12 min", "1 h 05 min". */
export function elapsedText(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
