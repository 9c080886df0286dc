import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyLiveSignal, InvalidationBatch } from './apply-live-signal';
import { useLiveSubscription } from './use-live-subscription';

/**
 * Follows the live topics of the screen in view (`tournament:{id}`, `match:{id}`,
 * `user:{id}`; empty entries are skipped) and applies their events to the query cache:
 * scores and statuses in place, structural changes by invalidation, a resync by refetching.
 */
export function useLiveTopics(topics: readonly (string | null | undefined | false)[]): void {
  const queryClient = useQueryClient();
  const [batch] = useState(() => new InvalidationBatch(queryClient));
  useEffect(() => () => batch.flush(), [batch]);
  useLiveSubscription(topics, (signal) => applyLiveSignal(queryClient, batch, signal));
}
