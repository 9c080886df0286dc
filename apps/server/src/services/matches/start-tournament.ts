import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { notCheckedInMessage } from '@courtside/shared/api/check-in';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { generateConsolationKnockout } from '@courtside/shared/domain/competition/consolation';
import { generateDoubleElimination } from '@courtside/shared/domain/competition/double-elimination';
import { generateKnockout } from '@courtside/shared/domain/competition/knockout';
import { generateRoundRobin } from '@courtside/shared/domain/competition/round-robin';
import { pairSwissRound } from '@courtside/shared/domain/competition/swiss';
import type { BracketStage, CompetitionMatch } from '@courtside/shared/domain/competition/types';
import { DOUBLE_ELIMINATION_MIN_ENTRANTS } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import {
  matches,
  teamMembers,
  tournamentParticipants,
  tournaments,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, templatedError } from '../../lib/app-error';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';
import { isTeamTournament, loadEntrants, type EntrantInfo } from './entrants';
import { mailMatchesSet } from './match-mails';
import { loadFamily } from './family';
import { replanSchedule } from './schedule';

/** The engine's matches as rows of `matches`. */
export function toMatchRows(
  tournamentId: string,
  generated: readonly CompetitionMatch<BracketStage>[],
) {
  return generated.map((m) => ({
    tournamentId,
    key: m.key,
    stage: m.stage,
    groupLabel: m.group ?? null,
    round: m.round,
    position: m.position,
    side1Id: m.sides[0]?.id ?? null,
    side2Id: m.sides[1]?.id ?? null,
    winnerToKey: m.winnerTo?.key ?? null,
    winnerToSlot: m.winnerTo?.slot ?? null,
    loserToKey: m.loserTo?.key ?? null,
    loserToSlot: m.loserTo?.slot ?? null,
  }));
}

/** Doubles start only when every participant is in a full team: 409 naming who is not. */
async function assertEveryoneHasAPartner(tx: Tx, tournament: TournamentRow) {
  const inTeams = tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.tournamentId, tournament.id));
  const alone = await tx
    .select({ name: users.name })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournament.id),
        notInArray(tournamentParticipants.userId, inTeams),
      ),
    );
  if (alone.length > 0) {
    const names = alone.map((p) => p.name).sort((a, b) => a.localeCompare(b));
    throw templatedError(
      'CONFLICT',
      MATCH_MESSAGES.noPartner(names),
      /*i18n*/ '{count, plural, one {Every player needs a partner before the start: {names} has no team yet} other {Every player needs a partner before the start: {names} have no team yet}}',
      { count: names.length, names: names.join(', ') },
    );
  }
}

/**
 * With check-in in use (decision 025) the bracket is drawn from checked-in entrants only: Start
 * is refused, naming who is missing, until each is checked in or withdrawn as a no-show. The
 * organizer decides; nobody is removed by a Start.
 */
async function assertEveryoneCheckedIn(tx: Tx, tournament: TournamentRow) {
  if (tournament.checkInOpensAt === null) return;
  const missing = await tx
    .select({ name: users.name })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournament.id),
        isNull(tournamentParticipants.checkedInAt),
      ),
    )
    .orderBy(asc(users.name));
  if (missing.length > 0) {
    throw new AppError('CONFLICT', notCheckedInMessage(missing.map((p) => p.name)));
  }
}

/** The first matches of each format (ARCHITECTURE.md section 6). */
function firstMatches(
  tournament: TournamentRow,
  entrants: EntrantInfo[],
): CompetitionMatch<BracketStage>[] {
  switch (tournament.format) {
    case 'knockout':
      return generateKnockout(entrants, { hasBronzeMatch: tournament.hasBronzeMatch }).matches;
    case 'round-robin':
      return generateRoundRobin(entrants, tournament.numGroups).matches;
    case 'swiss':
      return pairSwissRound(entrants, { results: [], byes: [] }, 1).matches;
    case 'double-elimination':
      return generateDoubleElimination(entrants, {
        grandFinal: tournament.grandFinalReset ? 'double' : 'single',
      }).matches;
    case 'consolation':
      return generateConsolationKnockout(entrants).matches;
  }
}

/**
 * POST /api/tournaments/{id}/start (owner, upcoming): in one transaction with
 * the tournament locked, generates the first matches of its format from its
 * entrants, schedules them on the courts, sets it ongoing and mails each
 * player their first match. A second start (or a concurrent one) finds it
 * ongoing and gets 409.
 */
export async function startTournament(
  db: Db,
  organizer: UserRow,
  id: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction((tx) => startInTransaction(tx, organizer, id, publicUrl));
}

/** `startTournament` within a transaction the caller holds (several events start in one). */
export async function startInTransaction(
  tx: Tx,
  organizer: UserRow,
  id: string,
  publicUrl: string,
  /** An event of a tournament of several: its refusals count teams or players (spec words otherwise). */
  ofSeveral = false,
  /** Events started before this start: their planned matches stay put (decision 036). */
  keepEventIds?: ReadonlySet<string>,
): Promise<void> {
  const tournament = await lockTournament(tx, id);
  // Alone: every other event that has started keeps its planned matches.
  const keep =
    keepEventIds ??
    new Set(
      (await loadFamily(tx, tournament))
        .filter((event) => event.id !== id && event.status !== 'upcoming')
        .map((event) => event.id),
    );
  assertOwner(tournament, organizer);
  if (tournament.status !== 'upcoming') {
    throw new AppError('CONFLICT', MATCH_MESSAGES.alreadyStarted);
  }
  await assertEveryoneCheckedIn(tx, tournament);
  if (isTeamTournament(tournament)) await assertEveryoneHasAPartner(tx, tournament);
  const entrants = await loadEntrants(tx, tournament);
  if (entrants.length < 2) {
    if (!ofSeveral) throw new AppError('CONFLICT', MATCH_MESSAGES.tooFewEntrants);
    const teams = isTeamTournament(tournament);
    throw templatedError(
      'CONFLICT',
      EVENT_MESSAGES.tooFewToStart(teams, entrants.length),
      /*i18n*/ '{kind, select, teams {At least 2 teams are needed to start (it has {count})} other {At least 2 players are needed to start (it has {count})}}',
      { kind: teams ? 'teams' : 'players', count: entrants.length },
    );
  }
  if (
    tournament.format === 'double-elimination' &&
    entrants.length < DOUBLE_ELIMINATION_MIN_ENTRANTS
  ) {
    throw new AppError('CONFLICT', MATCH_MESSAGES.tooFewForDoubleElimination);
  }
  const rows = toMatchRows(id, firstMatches(tournament, entrants));
  if (rows.length > 0) await tx.insert(matches).values(rows);
  await tx
    .update(tournaments)
    .set({ status: 'ongoing', updatedAt: new Date() })
    .where(eq(tournaments.id, id));
  await replanSchedule(tx, tournament, new Date(), keep);
  await mailMatchesSet(tx, tournament, 'first', publicUrl);
}
