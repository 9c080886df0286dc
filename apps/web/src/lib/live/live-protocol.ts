import type { LIVE_CLOSE_CODES, LiveServerMessage } from '@courtside/shared/api/live';

// Types only from the protocol module: its zod schemas must not reach the public pages.
export const CLOSE_UNAUTHORIZED: (typeof LIVE_CLOSE_CODES)['unauthorized'] = 4401;

/** A message from the server, or null for one that is not JSON (ignored). */
export function parseServerMessage(data: unknown): LiveServerMessage | null {
  try {
    return JSON.parse(String(data)) as LiveServerMessage;
  } catch {
    return null;
  }
}
