/** Where the API lives. Same origin by default; VITE_API_URL points elsewhere (no trailing slash). */
export const API_ORIGIN: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '';
export const API_BASE_URL = `${API_ORIGIN}/api`;

/** The websocket address (ARCHITECTURE.md section 5). */
export const WS_URL: string =
  (import.meta.env.VITE_WS_URL as string | undefined) ??
  (typeof window === 'undefined'
    ? ''
    : `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`);
