import { and, eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { matchWinner } from '@courtside/shared/domain/competition/match-score';
import type { ConfirmationKind } from '@courtside/shared/domain/competition/statuses';
import type { Db, Tx } from '../../db/client';
import {
  matches,
  tournaments,
  type MatchRow,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockTournament } from '../tournaments/tournament-access';
import { completePlayedMatch } from './complete-match';
import { isDesk } from '../tournaments/desk-access';
import { mailScoreDisputed } from './confirmation-mails';
import { loadEntrants, type EntrantInfo } from './entrants';
import { findMatch } from './find-match';
import { sideOfUser } from './match-view';
import { scoringFormatOf } from './scoring-format';

const MINUTE = 60_000;

interface Locked {
  tournament: TournamentRow;
  row: MatchRow;
  entrants: EntrantInfo[];
  sides: [EntrantInfo | undefined, EntrantInfo | undefined];
}

/** The tournament locked, then the match row locked, its entrants loaded. */
async function lockMatch(tx: Tx, matchId: string, tournamentId: string): Promise<Locked> {
  const tournament = await lockTournament(tx, tournamentId);
  const row = await findMatch(tx, matchId, true);
  const entrants = await loadEntrants(tx, tournament);
  const sides: Locked['sides'] = [
    entrants.find((e) => e.id === row.side1Id),
    entrants.find((e) => e.id === row.side2Id),
  ];
  return { tournament, row, entrants, sides };
}

/**
 * Who `user` is to a score awaiting confirmation: the desk, the other side (who may confirm
 * or dispute), the side that entered it (who may not), or nobody (403).
 */
async function roleOf(
  tx: Tx,
  user: UserRow,
  { tournament, row, sides }: Locked,
  refusal: string,
): Promise<'desk' | 'opponent'> {
  if (await isDesk(tx, tournament, user.id)) return 'desk';
  const mine = sideOfUser(sides, user.id);
  if (mine === null) throw new AppError('FORBIDDEN', refusal);
  if (!row.awaitingConfirmation)
    throw new AppError('CONFLICT', MATCH_MESSAGES.notAwaitingConfirmation);
  const entering = sideOfUser(sides, row.scoreEnteredBy);
  if (mine === entering) throw new AppError('FORBIDDEN', MATCH_MESSAGES.ownScoreConfirm);
  return 'opponent';
}

/** Completes the awaiting score of a locked match, as `kind` confirmed it. */
async function completeAwaiting(
  tx: Tx,
  locked: Locked,
  confirmedBy: string | null,
  kind: ConfirmationKind,
  now: Date,
  publicUrl: string,
): Promise<MatchRow> {
  const { tournament, row, entrants, sides } = locked;
  const [side1, side2] = sides;
  const winner = matchWinner(row.games, scoringFormatOf(tournament));
  if (!side1 || !side2 || !winner || !row.awaitingConfirmation) {
    throw new AppError('CONFLICT', MATCH_MESSAGES.notAwaitingConfirmation);
  }
  return completePlayedMatch(tx, tournament, row, entrants, [side1, side2], {
    games: row.games,
    winner,
    now,
    publicUrl,
    set: { scoreConfirmedBy: confirmedBy, scoreConfirmedAt: now, confirmationKind: kind },
    onlyIfAwaiting: true,
  });
}

/**
 * POST /api/matches/{id}/confirm (decision 027): the other side of the match (either player of
 * a doubles team) or the desk confirms a player's own deciding score; the match completes as
 * any deciding score does (advance, ratings, mails). The side that entered it cannot. Twenty
 * confirmations at once complete it once: they queue on the tournament's lock and the update
 * is conditional on the score still awaiting; the late ones get a 409.
 */
export async function confirmScore(db: Db, user: UserRow, matchId: string, publicUrl: string) {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId, tournamentId);
    const role = await roleOf(tx, user, locked, MATCH_MESSAGES.onlyOtherSideConfirms);
    if (!locked.row.awaitingConfirmation) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.notAwaitingConfirmation);
    }
    const row = await completeAwaiting(
      tx,
      locked,
      user.id,
      role === 'desk' ? 'desk' : 'opponent',
      new Date(),
      publicUrl,
    );
    return { tournament: locked.tournament, row };
  });
}

/**
 * POST /api/matches/{id}/dispute (decision 027): the other side (or the desk) says the awaiting
 * score is wrong. The match goes back to in progress with its games kept for editing and the
 * note recorded; whoever may score enters it again.
 */
export async function disputeScore(
  db: Db,
  user: UserRow,
  matchId: string,
  note: string | undefined,
  publicUrl: string,
) {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const locked = await lockMatch(tx, matchId, tournamentId);
    await roleOf(tx, user, locked, MATCH_MESSAGES.onlyOtherSideDisputes);
    const [row] = await tx
      .update(matches)
      .set({
        awaitingConfirmation: false,
        disputedBy: user.id,
        disputeNote: note ? note : null,
        version: sql`${matches.version} + 1`,
      })
      .where(and(eq(matches.id, locked.row.id), eq(matches.awaitingConfirmation, true)))
      .returning();
    if (!row) throw new AppError('CONFLICT', MATCH_MESSAGES.notAwaitingConfirmation);
    const entrants = new Map(
      (await loadEntrants(tx, locked.tournament)).map((entrant) => [entrant.id, entrant]),
    );
    const nameOf = (id: string | null) => (id ? entrants.get(id)?.name : undefined) ?? 'TBD';
    await mailScoreDisputed(
      tx,
      locked.tournament,
      `${nameOf(row.side1Id)} v ${nameOf(row.side2Id)}`,
      user,
      row.disputeNote,
      publicUrl,
    );
    return { tournament: locked.tournament, row };
  });
}

/**
 * The organizer's confirmation time (decision 027): every score that has waited
 * `confirmationMinutes` by `now` confirms itself, and so does every score still waiting in a
 * tournament that turned confirmation off. Each in its own transaction on the tournament's
 * lock, conditional on still awaiting, so a sweep racing a confirmation completes it once.
 * Returns the ids of the matches it completed.
 */
export async function confirmDueScores(db: Db, now: Date, publicUrl: string): Promise<string[]> {
  const due = await db
    .select({
      id: matches.id,
      tournamentId: matches.tournamentId,
      enteredAt: matches.scoreEnteredAt,
      isOn: tournaments.scoreConfirmation,
      minutes: tournaments.confirmationMinutes,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(eq(matches.awaitingConfirmation, true));
  const isDue = (m: (typeof due)[number]) =>
    !m.isOn ||
    (m.minutes !== null &&
      m.enteredAt !== null &&
      m.enteredAt.getTime() + m.minutes * MINUTE <= now.getTime());
  const completed: string[] = [];
  for (const match of due.filter(isDue)) {
    const done = await db.transaction(async (tx) => {
      const locked = await lockMatch(tx, match.id, match.tournamentId);
      if (!locked.row.awaitingConfirmation) return false;
      await completeAwaiting(tx, locked, null, 'auto', now, publicUrl);
      return true;
    });
    if (done) completed.push(match.id);
  }
  return completed;
}

/** How often the server looks for scores whose confirmation time has passed. */
export const CONFIRMATION_SWEEP_MS = 60_000;

/**
 * Runs `confirmDueScores` every CONFIRMATION_SWEEP_MS (decision 027), one sweep at a time;
 * `stop` waits for a sweep under way. A failed sweep is logged and tried again next time.
 */
export function startConfirmationSweep(
  db: Db,
  log: { error: (obj: object, msg: string) => void },
  publicUrl: string,
  onCompleted: () => void,
) {
  let current: Promise<void> | undefined;
  let isStopped = false;
  const tick = () => {
    if (current || isStopped) return;
    current = confirmDueScores(db, new Date(), publicUrl)
      .then((done) => {
        if (done.length > 0) onCompleted();
      })
      .catch((error: unknown) => log.error({ err: error }, 'confirmation sweep failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, CONFIRMATION_SWEEP_MS);
  timer.unref();
  return {
    async stop(): Promise<void> {
      isStopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
