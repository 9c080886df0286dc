import { and, desc, eq, gte, inArray, isNotNull, ne, or } from 'drizzle-orm';
import {
  estimatedMatchMinutes,
  scoringFormatNamed,
} from '@courtside/shared/domain/competition/scoring';
import type { Db } from '../../db/client';
import {
  matchScoreKeepers,
  matches,
  teamMembers,
  tournaments,
  type UserRow,
} from '../../db/schema';
import { viewMatches, type MatchFacts } from '../matches/match-view';
import type { TournamentDetailFacts } from '../tournaments/load-tournament-detail';
import { toMatchFor } from '../viewer/matches';
import type { Audience } from '../viewer/people';
import { resultsVisibleSql } from '../viewer/results-access';
import { eventNameOf, tournamentAndEventOf } from '../events/event-name';
import type { CalendarMatch } from './ical';

/** How far back a personal feed reaches, and how many matches it holds at most. */
const PERSONAL_FEED_DAYS = 180;
const PERSONAL_FEED_LIMIT = 1000;
const DAY_MS = 86_400_000;

const durationOf = (scoringFormat: string) =>
  estimatedMatchMinutes(scoringFormatNamed(scoringFormat)) * 60_000;

const appUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

type Changes = Map<string, { sequence: number; changedAt: Date; createdAt: Date }>;

/**
 * A user's own matches in every tournament, for their personal feed: those they play (alone or
 * in a team) and those they keep the score of, planned and not cancelled, from the last 180
 * days on. Each through the match serializer as the user reads it.
 */
export async function personalCalendarMatches(
  db: Db,
  user: UserRow,
  publicUrl: string,
): Promise<CalendarMatch[]> {
  const myTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, user.id));
  const kept = db
    .select({ id: matchScoreKeepers.matchId })
    .from(matchScoreKeepers)
    .where(eq(matchScoreKeepers.userId, user.id));
  const rows = await db
    .select({ match: matches, tournament: tournaments })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        or(
          eq(matches.side1Id, user.id),
          eq(matches.side2Id, user.id),
          inArray(matches.side1Id, myTeams),
          inArray(matches.side2Id, myTeams),
          inArray(matches.id, kept),
        ),
        isNotNull(matches.startTime),
        ne(matches.status, 'cancelled'),
        gte(matches.startTime, new Date(Date.now() - PERSONAL_FEED_DAYS * DAY_MS)),
        resultsVisibleSql(user, matches.tournamentId),
      ),
    )
    .orderBy(desc(matches.startTime), desc(matches.id))
    .limit(PERSONAL_FEED_LIMIT);
  const audience: Audience = { viewerId: user.id, publicUrl };
  // A further event's entry names its tournament too: their names, in one read.
  const parentIds = [...new Set(rows.flatMap((r) => r.tournament.parentId ?? []))];
  const parentNames = new Map(
    parentIds.length === 0
      ? []
      : (
          await db
            .select({ id: tournaments.id, name: tournaments.name })
            .from(tournaments)
            .where(inArray(tournaments.id, parentIds))
        ).map((p) => [p.id, p.name]),
  );
  const out: CalendarMatch[] = [];
  for (const tournamentId of new Set(rows.map((r) => r.tournament.id))) {
    const ofTournament = rows.filter((r) => r.tournament.id === tournamentId);
    const tournament = ofTournament[0]!.tournament;
    const facts = await viewMatches(
      db,
      tournament,
      ofTournament.map((r) => r.match),
    );
    const changes: Changes = new Map(
      ofTournament.map((r) => [
        r.match.id,
        {
          sequence: r.match.calendarSequence,
          changedAt: r.match.calendarChangedAt,
          createdAt: r.match.createdAt,
        },
      ]),
    );
    const tournamentName =
      tournament.parentId === null
        ? tournament.name
        : (parentNames.get(tournament.parentId) ?? tournament.name);
    out.push(
      ...toCalendarMatches(facts, changes, audience, {
        tournament: {
          ...tournament,
          name: tournamentAndEventOf(tournamentName, eventNameOf(tournament)),
        },
        durationMs: durationOf(tournament.scoringFormat),
        url: appUrl(publicUrl, `/tournaments/${tournament.id}`),
      }),
    );
  }
  return out.sort(
    (a, b) =>
      Date.parse(a.match.startTime!) - Date.parse(b.match.startTime!) ||
      (a.match.id < b.match.id ? -1 : 1),
  );
}

/**
 * A public tournament's whole schedule, as the public page shows it (a spectator's view):
 * the cached matches, with their calendar change counts read alongside.
 */
export async function tournamentCalendarMatches(
  db: Db,
  detail: TournamentDetailFacts,
  facts: readonly MatchFacts[],
  publicUrl: string,
): Promise<CalendarMatch[]> {
  const rows = await db
    .select({
      id: matches.id,
      sequence: matches.calendarSequence,
      changedAt: matches.calendarChangedAt,
      createdAt: matches.createdAt,
    })
    .from(matches)
    .where(and(eq(matches.tournamentId, detail.id), isNotNull(matches.startTime)));
  const changes: Changes = new Map(rows.map((r) => [r.id, r]));
  const planned = facts.filter((m) => m.startTime !== null && m.status !== 'cancelled');
  return toCalendarMatches(
    planned,
    changes,
    { viewerId: null, publicUrl },
    {
      tournament: detail,
      durationMs: durationOf(detail.scoringFormat),
      url: appUrl(publicUrl, `/t/${detail.id}`),
    },
  ).sort((a, b) => Date.parse(a.match.startTime!) - Date.parse(b.match.startTime!));
}

function toCalendarMatches(
  facts: readonly MatchFacts[],
  changes: Changes,
  audience: Audience,
  of: {
    tournament: { name: string; location: string; timeZone: string };
    durationMs: number;
    url: string;
  },
): CalendarMatch[] {
  return facts.flatMap((fact) => {
    const change = changes.get(fact.id);
    if (!change || !fact.startTime) return [];
    // The one way a match becomes an answer: names and courts as this reader may see them.
    const match = toMatchFor(fact, audience);
    return [
      {
        match,
        tournament: {
          name: of.tournament.name,
          location: of.tournament.location,
          timeZone: of.tournament.timeZone,
        },
        durationMs: of.durationMs,
        sequence: change.sequence,
        changedAt: change.changedAt,
        createdAt: change.createdAt,
        url: of.url,
      },
    ];
  });
}
