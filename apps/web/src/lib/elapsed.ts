import { useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n';

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
  if (minutes < 1) return i18n.t('under a minute');
  if (minutes < 60) return i18n.t('{minutes} min', { minutes });
  return i18n.t('{hours} h {minutes} min', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}
