import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  MATCH_MESSAGES,
  matchResponseSchema,
  type Match,
  type SpecialResultInput,
} from '@courtside/shared/api/match';
import { SPECIAL_RESULT_KINDS } from '@courtside/shared/domain/competition/statuses';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/** The Special Result form: the kind and the winning side's entrant id (decision 024). */
export const specialResultFormSchema = z.object({
  kind: z.enum(SPECIAL_RESULT_KINDS, { error: /*i18n*/ 'Please choose the kind of result' }),
  winner: z.string().min(1, MATCH_MESSAGES.winnerRequired),
});
export type SpecialResultForm = z.infer<typeof specialResultFormSchema>;

/**
 * POST /api/matches/{id}/special-result: a walkover, retirement, forfeit or
 * disqualification; the server records the score the rulebook gives it, from the
 * games entered so far. On a completed match it is the owner's correction (409 with
 * `field: 'confirmCascade'` asks before resetting started matches downstream).
 */
export async function recordSpecialResult(
  matchId: string,
  input: SpecialResultInput,
): Promise<{ match: Match; message: string }> {
  const url = `/matches/${encodeURIComponent(matchId)}/special-result`;
  const { data, message } = readAnswer(matchResponseSchema, (await api.post(url, input)).data);
  return { match: data, message: message ?? MATCH_MESSAGES.specialResultSaved };
}

export function useRecordSpecialResult(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, input }: { matchId: string; input: SpecialResultInput }) =>
      recordSpecialResult(matchId, input),
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}
