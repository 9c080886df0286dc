import type { PublicTournament } from '@courtside/shared/api/live';
import { API_BASE_URL } from '@/lib/config';
import { i18n } from '@/lib/i18n';

/** Spec section 9: calls give up after 10 s. */
const TIMEOUT_MS = 10_000;

/** The tournament does not exist or is not public: the server says 404 for both. */
export class NotPublicError extends Error {
  constructor() {
    super(/*i18n*/ 'This tournament was not found, or it is not public.');
    this.name = 'NotPublicError';
  }
}

const looksLikePublicTournament = (value: unknown): value is PublicTournament => {
  const v = value as Partial<PublicTournament> | null;
  return (
    typeof v?.tournament?.id === 'string' &&
    Array.isArray(v.matches) &&
    Array.isArray(v.courts) &&
    typeof v.bracket?.bracket === 'object'
  );
};

/**
 * GET /api/public/tournaments/{id} with plain fetch: the spectator page is public and stays
 * light (no HTTP client, no zod: docs/decisions/013), so the answer is checked by shape only.
 */
export async function getPublicTournament(id: string): Promise<PublicTournament> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/public/tournaments/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      signal: controller.signal,
    });
  } catch {
    throw new Error(/*i18n*/ 'Network error. Please check your connection and try again.');
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 404 || response.status === 400 || response.status === 422) {
    throw new NotPublicError();
  }
  if (!response.ok)
    throw new Error(
      i18n.t('The tournament could not be loaded (HTTP {status}).', { status: response.status }),
    );
  const body = (await response.json()) as { data?: unknown };
  if (!looksLikePublicTournament(body.data)) {
    throw new Error(/*i18n*/ 'Invalid response from server');
  }
  return body.data;
}
