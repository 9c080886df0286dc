import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  teamsResponseSchema,
  type SaveTeamsInput,
  type Team,
} from '@courtside/shared/api/tournament';
import { api } from '@/lib/api-client';
import { invalidateTournament } from '@/lib/tournaments/invalidate';
import { readAnswer } from '@/lib/read-answer';

/** POST /api/teams/tournament/{id}: replaces the tournament's teams with these full pairs. */
export async function saveTeams(id: string, input: SaveTeamsInput): Promise<Team[]> {
  const response = await api.post(`/teams/tournament/${encodeURIComponent(id)}`, input);
  return readAnswer(teamsResponseSchema, response.data).data;
}

export function useSaveTeams(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTeamsInput) => saveTeams(id, input),
    onSuccess: () => invalidateTournament(queryClient, id),
  });
}
