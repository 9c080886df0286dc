import { useAuthStore } from '@/lib/auth-store';
import { onUnauthorized } from '@/lib/unauthorized';
import { LiveClient } from './live-connection';
import { liveSocketUrl } from './live-url';

// The client is in three parts: the socket and its reconnects (live-connection.ts), the topics
// and their numbers (live-topics.ts), the messages (live-protocol.ts). Screens import this file.
export { LiveClient, type LiveClientOptions, type LiveStatus } from './live-connection';
export type { LiveListener, LiveSignal } from './live-topics';

let instance: LiveClient | null = null;

/**
 * The app's live client, created on first use: it signs in with the stored session, starts
 * over when the user signs in or out, and treats a refused session (4401) like an HTTP 401.
 */
export function getLiveClient(): LiveClient {
  if (instance) return instance;
  const client = new LiveClient({
    url: liveSocketUrl,
    token: () => useAuthStore.getState().token,
    onUnauthorized: () => {
      useAuthStore.getState().clearSession();
      onUnauthorized();
    },
  });
  let token = useAuthStore.getState().token;
  useAuthStore.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    // Signed out by a refused session: stay stopped (the app goes to sign-in) until a new one.
    if (client.status === 'stopped' && token === null) return;
    client.restart();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => client.retryNow());
    window.addEventListener('offline', () => client.wentOffline());
  }
  instance = client;
  return client;
}

/** Tests: forget the app's client (its socket is closed). */
export function resetLiveClient(): void {
  instance?.stop();
  instance = null;
}
