import type { FastifyInstance } from 'fastify';
import type { Match } from '@courtside/shared/api/match';
import { createSessionUsers } from './accounts';
import { callAs, createTournamentAs } from './tournaments';

export type SessionPlayer = Awaited<ReturnType<typeof createSessionUsers>>[number];

/** A tournament of `count` joined players, created by the organizer of `token`. */
export async function tournamentWith(
  app: FastifyInstance,
  token: string,
  count: number,
  overrides: Record<string, unknown> = {},
) {
  const tournament = await createTournamentAs(app, token, {
    maxParticipants: Math.max(4, count),
    ...overrides,
  });
  const players = await createSessionUsers(app.db, count);
  for (const p of players) {
    const joined = await callAs(app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    if (joined.statusCode !== 200) throw new Error(joined.body);
  }
  return { id: tournament.id, players };
}

/** Every match of a tournament as the API answers them. */
export const matchesOf = async (app: FastifyInstance, token: string, id: string) =>
  (await callAs(app, token)('GET', `/api/matches/tournament/${id}`)).json<{ data: Match[] }>().data;

/** PUT a score as `token`. */
export const scoreAs = (
  app: FastifyInstance,
  token: string,
  match: Match,
  player1: number[],
  player2: number[],
  extra: Record<string, unknown> = {},
) =>
  callAs(app, token)('PUT', `/api/matches/${match.id}/score`, {
    score: { player1, player2 },
    ...extra,
  });
