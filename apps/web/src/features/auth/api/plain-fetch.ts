import { stripHtmlDeep } from '@courtside/shared/validation/sanitize';
import { API_BASE_URL } from '@/lib/config';

export const SOMETHING_WENT_WRONG =
  /*i18n*/ 'Something went wrong. Please try again or contact support.';

/** A failed plain-fetch call: the server's message when it sent one. */
export class PlainFetchError extends Error {
  constructor(
    message: string,
    readonly isNetworkError = false,
  ) {
    super(message);
  }
}

/**
 * The spec has reset, forgot-password and verify-email use plain fetch rather
 * than the client; they still strip HTML both ways and send the JSON marker.
 */
export async function plainFetch(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; fallbackMessage: string },
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: init.body === undefined ? undefined : JSON.stringify(stripHtmlDeep(init.body)),
    });
  } catch {
    throw new PlainFetchError(SOMETHING_WENT_WRONG, true);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new PlainFetchError(
      typeof body.message === 'string' ? body.message : init.fallbackMessage,
    );
  }
  return stripHtmlDeep(body);
}
