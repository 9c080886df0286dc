import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bracketResponseSchema } from '@courtside/shared/api/match';

/**
 * The answer of both bracket routes (GET /api/tournaments/{id}/bracket and
 * /api/matches/tournament/{id}/bracket): the bracket, stats and standings, and the tournament
 * as the caller sees it on its own page (spec: "Returns bracket, stats, tournament", issue
 * 23.2). Both parts come from the read cache, so the body is serialized once per pair.
 */
export async function sendBracket(
  app: FastifyInstance,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const [bracket, tournament] = await Promise.all([
    app.live.cache.bracket(id, request),
    app.live.cache.detail(id, request.user!.id, request),
  ]);
  app.live.answers.send(reply, [bracket, tournament], bracketResponseSchema, () => ({
    data: { ...bracket, tournament },
  }));
}
