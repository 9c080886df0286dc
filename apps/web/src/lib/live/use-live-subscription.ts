import { useEffect, useRef } from 'react';
import { getLiveClient, type LiveSignal } from './live-client';

/**
 * Follows `topics` while the calling screen is mounted and hands each signal to `onSignal`
 * (the latest one passed; it need not be stable). Empty or missing topics are skipped. No
 * TanStack here: the public spectator page uses it with its own small state.
 */
export function useLiveSubscription(
  topics: readonly (string | null | undefined | false)[],
  onSignal: (signal: LiveSignal) => void,
): void {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });
  const key = [...new Set(topics.filter((t): t is string => Boolean(t)))].sort().join('|');
  useEffect(() => {
    if (!key) return;
    const client = getLiveClient();
    const stops = key
      .split('|')
      .map((topic) => client.subscribe(topic, (signal) => handler.current(signal)));
    return () => stops.forEach((stop) => stop());
  }, [key]);
}
