import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MATCH_MESSAGES,
  matchResponseSchema,
  type DisputeScoreInput,
  type Match,
} from '@courtside/shared/api/match';
import { api } from '@/lib/api-client';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/matches/{id}/confirm (decision 027): the other side or the desk confirms a player's
 * own score; the match completes. 409 once it no longer awaits confirmation.
 */
export async function confirmMatchScore(
  matchId: string,
): Promise<{ match: Match; message: string }> {
  const response = await api.post(`/matches/${encodeURIComponent(matchId)}/confirm`);
  const { data, message } = readAnswer(matchResponseSchema, response.data);
  return { match: data, message: message ?? MATCH_MESSAGES.scoreConfirmed };
}

/** POST /api/matches/{id}/dispute: the match goes back to in progress, with the note. */
export async function disputeMatchScore(
  matchId: string,
  input: DisputeScoreInput,
): Promise<{ match: Match; message: string }> {
  const response = await api.post(`/matches/${encodeURIComponent(matchId)}/dispute`, input);
  const { data, message } = readAnswer(matchResponseSchema, response.data);
  return { match: data, message: message ?? MATCH_MESSAGES.scoreDisputed };
}

export function useConfirmMatchScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMatchScore,
    // Also after a refusal: confirmed or disputed meanwhile means our copy is old.
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}

export function useDisputeMatchScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, input }: { matchId: string; input: DisputeScoreInput }) =>
      disputeMatchScore(matchId, input),
    onSettled: () => invalidateCompetition(queryClient, tournamentId),
  });
}
