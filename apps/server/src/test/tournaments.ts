import type { FastifyInstance } from 'fastify';
import type { TournamentDetail } from '@courtside/shared/api/tournament';

/** A valid Create Tournament body; override what a test is about. */
export const tournamentInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring Smash',
  description: 'Friendly singles knockout',
  category: 'men',
  type: 'singles',
  format: 'knockout',
  startDate: '2027-04-10T09:00:00.000Z',
  location: 'Austin, TX',
  maxParticipants: 16,
  ...overrides,
});

/** `app.inject` with a bearer token and a JSON body. */
export function callAs(app: FastifyInstance, token: string | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** Creates a tournament as `token`'s organizer and returns it. */
export async function createTournamentAs(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TournamentDetail> {
  const response = await callAs(app, token)('POST', '/api/tournaments', tournamentInput(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<{ data: TournamentDetail }>().data;
}
