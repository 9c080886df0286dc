import axios, { isAxiosError } from 'axios';
import { API_TIMEOUT_MS, CLIENT_VERSION } from '@courtside/shared/constants';
import { stripHtmlDeep } from '@courtside/shared/validation/sanitize';
import { ApiError, ERROR_MESSAGES, mapErrorResponse } from './api-error';
import { useAuthStore } from './auth-store';
import { API_BASE_URL } from './config';
import { onUnauthorized } from './unauthorized';

// The app registers its navigation here; lib/unauthorized.ts keeps axios out of the app's entry.
export { setUnauthorizedHandler } from './unauthorized';

/** 16 random bytes in hex, sent as X-Request-ID (spec section 7). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const PATHS_WITHOUT_401_REDIRECT = ['/login', '/register'];

/** Turns anything a call can throw into an ApiError (spec section 8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) {
      // axios names a timeout ECONNABORTED (ETIMEDOUT with clarifyTimeoutError).
      const isTimeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return new ApiError({ message: ERROR_MESSAGES.network, canRetry: true, isTimeout });
    }
    return mapErrorResponse(error.response.status, error.response.data);
  }
  return new ApiError({ message: ERROR_MESSAGES.unexpected, canRetry: true });
}

/** The one HTTP client: spec headers, 10 s timeout, HTML stripped both ways, errors mapped. */
export const api = axios.create({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
});

api.interceptors.request.use((config) => {
  const token = useAuthStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('X-Request-ID', newRequestId());
  config.headers.set('X-Client-Version', CLIENT_VERSION);
  if (config.data && !(config.data instanceof FormData)) config.data = stripHtmlDeep(config.data);
  return config;
});

api.interceptors.response.use(
  (response) => {
    response.data = stripHtmlDeep(response.data);
    return response;
  },
  (error: unknown) => {
    // Error bodies are incoming text too: the message they carry is shown to the user.
    if (isAxiosError(error) && error.response) {
      error.response.data = stripHtmlDeep(error.response.data);
    }
    const apiError = toApiError(error);
    if (apiError.status === 401) {
      useAuthStore.getState().clearSession();
      if (!PATHS_WITHOUT_401_REDIRECT.includes(window.location.pathname)) onUnauthorized();
    }
    return Promise.reject(apiError);
  },
);
