import { useMutation } from '@tanstack/react-query';
import { userSearchResponseSchema, type UserSummary } from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/**
 * GET /api/users/search?q= (organizers): up to 10 users, the one whose whole email was typed
 * (with it), or by name (without one).
 */
export async function searchUsers(term: string): Promise<UserSummary[]> {
  const response = await api.get('/users/search', { params: { q: term } });
  return readAnswer(userSearchResponseSchema, response.data).data;
}

/**
 * A search the organizer starts with a button, not as they type: a mutation
 * keeps the last answer and its failure without caching every term.
 */
export const useSearchUsers = () => useMutation({ mutationFn: searchUsers });
