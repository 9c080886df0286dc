import { queryOptions, useQuery } from '@tanstack/react-query';
import { myCheckInsResponseSchema, type MyCheckIns } from '@courtside/shared/api/check-in';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';

/**
 * GET /api/check-in/mine: the caller's registrations in tournaments that use check-in, and the
 * tournaments whose desk they are on as desk staff (decision 025).
 */
export async function getMyCheckIns(): Promise<MyCheckIns> {
  const response = await api.get('/check-in/mine');
  return readAnswer(myCheckInsResponseSchema, response.data);
}

export const myCheckInsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.checkIn.mine, queryFn: getMyCheckIns });

export const useMyCheckIns = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myCheckInsQueryOptions(), enabled });
