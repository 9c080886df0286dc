import { API_ORIGIN, WS_URL } from '@/lib/config';

/**
 * The websocket address (spec section 7: configured beside the API base URL): VITE_WS_URL
 * when set; else beside VITE_API_URL (`https://api.example` -> `wss://api.example/ws`); else
 * this origin's `/ws`.
 */
export function liveSocketUrl(): string {
  // Under Vitest only a test's fake socket connects: jsdom's real one would reach for a server
  // (and MSW refuses it). The check folds away in a production build.
  if (import.meta.env.MODE === 'test' && !(globalThis.WebSocket as { isFake?: boolean }).isFake) {
    return '';
  }
  if (import.meta.env.VITE_WS_URL) return WS_URL;
  if (API_ORIGIN) return `${API_ORIGIN.replace(/^http/, 'ws')}/ws`;
  return WS_URL;
}
