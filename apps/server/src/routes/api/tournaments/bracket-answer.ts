import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bracketResponseSchema } from '@courtside/shared/api/match';
import {
  audienceOf,
  bracketFor,
  medalsFor,
  tournamentDetailFor,
} from '../../../services/viewer/tournaments';

/**
 * The answer of both bracket routes (GET /api/tournaments/{id}/bracket and
 * /api/matches/tournament/{id}/bracket): the bracket, stats and standings, and the tournament
 * as the caller sees it on its own page (spec: "Returns bracket, stats, tournament", issue
 * 23.2), both through the viewer's serializers (decision 012). Bystanders share one answer
 * object per cached pair, so the body is serialized once.
 */
export async function sendBracket(
  app: FastifyInstance,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const audience = audienceOf(app, request);
  const bracket = await bracketFor(app, request, id);
  const detail = await app.live.cache.detail(id, audience.viewerId ?? '', request);
  const tournament = await tournamentDetailFor(app.db, detail, audience);
  // The tournament as GET /api/tournaments/{id} gives it, medals included.
  const medals = (await medalsFor(app, request, id, tournament))?.medals;
  app.live.answers.send(reply, [bracket, tournament], bracketResponseSchema, () => ({
    data: { ...bracket, tournament: medals ? { ...tournament, medals } : tournament },
  }));
}
