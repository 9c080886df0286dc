import { useSyncExternalStore } from 'react';
import { getLiveClient, type LiveStatus } from './live-client';

const subscribe = (listener: () => void) => getLiveClient().onStatus(listener);
const read = (): LiveStatus => getLiveClient().status;
const readOnServer = (): LiveStatus => 'idle';

/** The live connection's state, for an indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
