import { queryOptions } from '@tanstack/react-query';
import { profileResponseSchema } from '@courtside/shared/api/auth';
import type { PublicUser } from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/profile: the signed-in user as the server has it now. */
export async function getProfile(): Promise<PublicUser> {
  const response = await api.get('/auth/profile');
  return readAnswer(profileResponseSchema, response.data).data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile, staleTime: 60_000 });
