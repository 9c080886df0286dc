import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  publicTournamentResponseSchema,
  type PublicTournament,
  type SpectatorMatch,
} from '@courtside/shared/api/live';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import type { MatchFacts } from '../../../services/matches/match-view';
import type { TournamentDetailFacts } from '../../../services/tournaments/load-tournament-detail';
import { toMatchFor } from '../../../services/viewer/matches';
import type { Audience } from '../../../services/viewer/people';
import { toTournamentDetailFor } from '../../../services/viewer/tournaments';
import type { loadBracketOf } from '../../../services/matches/bracket';
import { tournamentNotFound } from '../../../services/tournaments/tournament-access';
import { errorAnswers } from '../../error-answers';
import { eventIdsOf } from '../../../services/events/events';

type Bracket = Awaited<ReturnType<typeof loadBracketOf>>;

/** Spectators are nobody in particular: every person and match through the viewer serializers. */
const SPECTATOR = (publicUrl: string): Audience => ({ viewerId: null, publicUrl });

const spectatorMatch =
  (a: Audience) =>
  (facts: MatchFacts): SpectatorMatch => {
    const { authorizedScoreKeepers: _keepers, ...match } = toMatchFor(facts, a);
    return match;
  };

/**
 * What signed-out spectators may see (issue 11, decision 014): public tournaments only, 404 for
 * any other (whether it exists is not theirs to learn). Built from the cached reads the live
 * change bus keeps fresh, so a spectator page polled or reloaded by a crowd costs no queries.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['public'],
        params: tournamentIdParamsSchema,
        response: { 200: publicTournamentResponseSchema, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const detail = await app.live.cache.detail(id, '', request);
      if (!detail.isPublic) throw tournamentNotFound();
      const [matches, bracket, family] = await Promise.all([
        app.live.cache.matches(id, request),
        app.live.cache.bracket(id, request),
        eventIdsOf(app.db, detail.parentId ?? detail.id),
      ]);
      const a = SPECTATOR(app.config.PUBLIC_URL);
      if (family.length < 2) {
        return app.live.answers.send(
          reply,
          [detail, matches, bracket],
          publicTournamentResponseSchema,
          () => ({ data: spectatorView(detail, matches, bracket, a) }),
        );
      }
      // Several events (decision 034): each one's name, status and medals, the tournament's
      // courts, and every event's matches for the courts board; all from the cached reads.
      const events = await Promise.all(
        family.map(async (eventId) => {
          const [facts, eventMatches, eventBracket] = await Promise.all([
            app.live.cache.detail(eventId, '', request),
            app.live.cache.matches(eventId, request),
            app.live.cache.bracket(eventId, request),
          ]);
          return { facts, matches: eventMatches, bracket: eventBracket };
        }),
      );
      const root = events[0]!.facts;
      return app.live.answers.send(
        reply,
        [detail, matches, bracket, ...events.flatMap((e) => [e.facts, e.matches, e.bracket])],
        publicTournamentResponseSchema,
        () => ({
          data: {
            ...spectatorView(detail, matches, bracket, a),
            courts: root.courts,
            events: events.map((e) => ({
              id: e.facts.id,
              name: e.facts.eventName ?? e.facts.name,
              status: e.facts.status,
              medals: e.bracket.medals,
            })),
            boardMatches: events.flatMap((e) => e.matches.map(spectatorMatch(a))),
          },
        }),
      );
    },
  );
}

/** The spectator's view of a tournament: no emails, no score keepers. */
function spectatorView(
  facts: TournamentDetailFacts,
  matches: MatchFacts[],
  bracket: Bracket,
  a: Audience,
): PublicTournament {
  const detail = toTournamentDetailFor(facts, a, true);
  const person = (u: PublicTournament['participants'][number]) => u;
  const data: PublicTournament = {
    tournament: {
      id: detail.id,
      name: detail.name,
      description: detail.description,
      category: detail.category,
      type: detail.type,
      format: detail.format,
      status: detail.status,
      startDate: detail.startDate,
      endDate: detail.endDate,
      timeZone: detail.timeZone,
      location: detail.location,
      maxParticipants: detail.maxParticipants,
      currentParticipants: detail.currentParticipants,
      entryFee: detail.entryFee,
      prizePool: detail.prizePool,
      scoringFormat: detail.scoringFormat,
      scoringSystem: detail.scoringSystem,
      hasBronzeMatch: detail.hasBronzeMatch,
      numGroups: detail.numGroups,
      knockoutEnabled: detail.knockoutEnabled,
      advanceCount: detail.advanceCount,
      rules: detail.rules,
      organizer: {
        id: detail.organizer.id,
        name: detail.organizer.name,
        profileImage: detail.organizer.profileImage,
      },
      winner: detail.winner,
      winnerName: detail.winnerName,
      winnerPartner: detail.winnerPartner,
    },
    participants: detail.participants.map((p) => person(p.user)),
    teams: detail.teams.map((t) => ({
      id: t.id,
      name: t.name,
      players: t.players.map(person),
    })),
    courts: detail.courts,
    matches: matches.map(spectatorMatch(a)),
    bracket: {
      bracket: Object.fromEntries(
        Object.entries(bracket.bracket).map(([round, list]) => [
          round,
          list.map(spectatorMatch(a)),
        ]),
      ),
      stats: bracket.stats,
      standings: bracket.standings,
    },
    medals: bracket.medals,
  };
  return data;
}
