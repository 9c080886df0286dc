import { useQuery } from '@tanstack/react-query';
import { userSearchResponseSchema, type UserSummary } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/**
 * GET /api/users/search?q= (organizers): up to 10 users, the one whose whole email was typed
 * (with it), or by name (without one).
 */
export async function searchUsers(term: string): Promise<UserSummary[]> {
  const response = await api.get('/users/search', { params: { q: term } });
  return readAnswer(userSearchResponseSchema, response.data).data;
}

/** Suggestions start at this many typed characters (so an empty term is never sent). */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * The person combobox's suggestions for a typed term (already debounced by the caller):
 * cached per term, so typing back and forth asks once.
 */
export const useUserSuggestions = (term: string) =>
  useQuery({
    queryKey: queryKeys.users.suggestions(term),
    queryFn: () => searchUsers(term),
    enabled: term.length >= SUGGEST_MIN_LENGTH,
    staleTime: 30_000,
  });
