import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicTournament } from '@courtside/shared/api/live';
import type { LiveSignal } from '@/lib/live/live-client';
import { useLiveSubscription } from '@/lib/live/use-live-subscription';
import {
  getPublicTournament,
  NotPublicError,
} from '@/features/spectator/api/get-public-tournament';
import { applyMatchEvent } from './apply-to-public';

export type PublicTournamentState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: PublicTournament };

/** Events arriving together (a score deciding a match moves the next one too) refetch once. */
const REFETCH_DELAY_MS = 150;

/**
 * The spectator's copy of public tournament `id` (the caller keys its component by id):
 * fetched once, then kept current by the `tournament:{id}` topic (anonymous when signed out):
 * match events patch it in place, anything structural or a `resync` refetches it. Small state
 * and fetch, no query library (docs/decisions/013).
 */
export function usePublicTournament(id: string) {
  const [state, setState] = useState<PublicTournamentState>({ status: 'loading' });
  const data = useRef<PublicTournament | null>(null);
  const isFetching = useRef(false);
  const eventsDuringFetch = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const generation = useRef(0);
  const loadRef = useRef<() => Promise<void>>(async () => {});

  const refetchSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void loadRef.current(), REFETCH_DELAY_MS);
  }, []);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    isFetching.current = true;
    eventsDuringFetch.current = false;
    try {
      const fresh = await getPublicTournament(id);
      if (mine !== generation.current) return;
      data.current = fresh;
      setState({ status: 'ready', data: fresh });
    } catch (error) {
      if (mine !== generation.current) return;
      if (error instanceof NotPublicError) {
        data.current = null;
        setState({ status: 'not-found' });
      } else if (!data.current) {
        setState({ status: 'error', message: (error as Error).message });
      }
      // A failed refresh keeps what is on screen; the next event or reconnect tries again.
    } finally {
      if (mine === generation.current) {
        isFetching.current = false;
        // Something changed while the answer was on its way: it may predate that change.
        if (eventsDuringFetch.current) refetchSoon();
      }
    }
  }, [id, refetchSoon]);

  useEffect(() => {
    loadRef.current = load;
    // Its state lands when the answer does, never during this effect.
    void Promise.resolve().then(load);
    const current = generation;
    return () => {
      current.current += 1;
      clearTimeout(timer.current);
    };
  }, [load]);

  // Not found or not public: nothing to follow (the server would refuse it too).
  useLiveSubscription(
    [state.status !== 'not-found' && `tournament:${id}`],
    (signal: LiveSignal) => {
      if (isFetching.current) eventsDuringFetch.current = true;
      const current = data.current;
      if (signal.type !== 'event' || !current) return refetchSoon();
      const applied = applyMatchEvent(current, signal.event);
      if (applied.data !== current) {
        data.current = applied.data;
        setState({ status: 'ready', data: applied.data });
      }
      if (applied.needsRefetch) refetchSoon();
    },
  );

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);
  return { state, retry };
}
