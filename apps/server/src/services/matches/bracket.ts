import { and, asc, eq, ne } from 'drizzle-orm';
import { playRounds } from '@courtside/shared/domain/competition/play-rounds';
import type { Db } from '../../db/client';
import { matches, type TournamentRow } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { loadEntrants } from './entrants';
import { medalsFor } from './medals';
import { computeStandings } from './standings';
import { viewMatches, type MatchFacts } from './match-view';

/**
 * GET .../bracket: the matches grouped by round (spec section 3 "Bracket"),
 * the stats (counts, current and total round in play order, progress percent), the
 * standings of a round robin or swiss, and the medals decided so far (read by the tournament
 * detail and the public page, not part of the bracket answer). Extra matches scheduled by hand
 * stand outside it.
 */
export async function loadBracket(db: Db, tournament: TournamentRow) {
  const rows = await db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournament.id), ne(matches.stage, 'extra')))
    .orderBy(asc(matches.round), asc(matches.groupLabel), asc(matches.position));
  const entrants = await loadEntrants(db, tournament);
  const views = await viewMatches(db, tournament, rows, entrants);
  const bracket: Record<string, MatchFacts[]> = {};
  for (const match of views) (bracket[String(match.round)] ??= []).push(match);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const stats = {
    completedMatches: count('completed'),
    inProgressMatches: count('in-progress'),
    scheduledMatches: count('scheduled'),
    ...playRounds(rows),
    progress: rows.length === 0 ? 0 : Math.round((count('completed') / rows.length) * 100),
  };
  const standings = computeStandings(tournament, entrants, rows);
  return { bracket, stats, standings, medals: medalsFor(tournament, entrants, rows, standings) };
}

/** The bracket of the tournament `id` (404 when there is none): both spec paths answer with it. */
export async function loadBracketOf(db: Db, id: string) {
  return loadBracket(db, await findTournament(db, id));
}
