import { queryOptions } from '@tanstack/react-query';
import { outboxResponseSchema, type OutboxMail } from '@courtside/shared/api/auth';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';
import { queryKeys } from '@/lib/query-keys';

export async function getOutbox(): Promise<OutboxMail[]> {
  const response = await api.get('/dev/outbox');
  return readAnswer(outboxResponseSchema, response.data).data;
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.devOutbox, queryFn: getOutbox, staleTime: 0 });
