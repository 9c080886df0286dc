import { eq, inArray, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import {
  decideResult,
  type ResultChanges,
} from '@courtside/shared/domain/competition/knockout-advance';
import { matchWinner } from '@courtside/shared/domain/competition/match-score';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import type { SpecialResultKind } from '@courtside/shared/domain/competition/statuses';
import { BRACKET_STAGES } from '@courtside/shared/domain/competition/statuses';
import type { Db, Tx } from '../../db/client';
import {
  matchCorrections,
  matches,
  type MatchRow,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, templatedError, validationError } from '../../lib/app-error';
import { RESET, hasStarted, toBracketMatch, writeResultChanges } from './advance';
import { completeIfDone } from './complete-tournament';
import type { EntrantInfo } from './entrants';
import { nextMatches } from './next-round';
import { recomputeRatingsFrom } from './recompute-ratings';
import { matchLabel, replanSchedule } from './schedule';
import { toMatchRows } from './start-tournament';
import { settleWithdrawals } from './withdrawals';

const isBracketStage = (stage: MatchRow['stage']) =>
  (BRACKET_STAGES as readonly string[]).includes(stage);

/** Later stages built from results that changed: a group knockout, later Swiss rounds. */
function laterStage(rows: readonly MatchRow[], row: MatchRow): MatchRow[] {
  if (row.stage === 'group')
    return rows.filter((r) => r.stage === 'knockout' || r.stage === 'bronze');
  if (row.stage === 'swiss') return rows.filter((r) => r.stage === 'swiss' && r.round > row.round);
  return [];
}

/**
 * The owner corrects a completed result (ARCHITECTURE.md section 6). The new
 * score must decide the match. When the winner changes, the bracket
 * re-advances: matches fed by this one get the new entrant; a fed match that
 * has started answers 409 naming it, unless `confirmCascade` resets it (and
 * what it fed). A round robin's knockout stage or later Swiss rounds are
 * generated again from the corrected results. Ratings are replayed from this
 * match on, and the correction is recorded.
 */
export async function correctResult(
  tx: Tx,
  user: UserRow,
  tournament: TournamentRow,
  row: MatchRow,
  sides: [EntrantInfo, EntrantInfo],
  entrants: readonly EntrantInfo[],
  input: {
    games: [number, number][];
    format: ScoringFormat;
    confirmCascade: boolean;
    /** A special result's kind (decision 024); a played score clears it. */
    resultKind?: SpecialResultKind | null;
  },
): Promise<MatchRow> {
  if (tournament.organizerId !== user.id) {
    throw new AppError('FORBIDDEN', MATCH_MESSAGES.onlyOwnerCorrects);
  }
  if (tournament.status === 'completed') {
    throw new AppError('CONFLICT', MATCH_MESSAGES.correctionAfterFinish);
  }
  const winner = matchWinner(input.games, input.format);
  if (!winner) throw validationError({ score: [MATCH_MESSAGES.correctionUndecided] });
  const winning = winner === 'side1' ? sides[0] : sides[1];
  const winnerChanged = winning.id !== row.winnerId;

  const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const isBracket = isBracketStage(row.stage);
  // The one bracket rule decides where the new winner and loser go, what is reset and cancelled.
  const changes: Pick<ResultChanges, 'fills' | 'resets' | 'cancels'> =
    winnerChanged && isBracket
      ? decideResult(
          rows.filter((r) => isBracketStage(r.stage)).map(toBracketMatch),
          row.key,
          winner,
        )
      : { fills: [], resets: [], cancels: [] };
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const resets = changes.resets.map((key) => byKey.get(key)!);
  const regenerate = winnerChanged && !isBracket ? laterStage(rows, row) : [];
  // A cancelled "if necessary" match needed again is among the resets, but was never played.
  const started = [...resets, ...regenerate].filter(hasStarted);
  if (started.length > 0 && !input.confirmCascade) {
    const byId = new Map(entrants.map((e) => [e.id, e]));
    const names = started.map((r) => matchLabel(r, byId));
    throw templatedError(
      'CONFLICT',
      MATCH_MESSAGES.correctionCascade(names),
      /*i18n*/ '{count, plural, one {Changing the winner resets {names}, which has already started. Confirm to reset it.} other {Changing the winner resets {names}, which have already started. Confirm to reset them.}}',
      { count: names.length, names: names.join(', ') },
      { field: 'confirmCascade' },
    );
  }

  const now = new Date();
  const [updated] = await tx
    .update(matches)
    .set({
      games: input.games,
      winnerId: winning.id,
      resultKind: input.resultKind ?? null,
      version: sql`${matches.version} + 1`,
    })
    .where(eq(matches.id, row.id))
    .returning();
  await writeResultChanges(tx, tournament.id, changes);
  // Later-stage results drop out of the ratings before their matches are generated again.
  for (const stale of regenerate) {
    await tx.update(matches).set(RESET).where(eq(matches.id, stale.id));
  }
  await recomputeRatingsFrom(tx, [
    row.id,
    ...resets.map((r) => r.id),
    ...regenerate.map((r) => r.id),
  ]);
  if (regenerate.length > 0) {
    await tx.delete(matches).where(
      inArray(
        matches.id,
        regenerate.map((r) => r.id),
      ),
    );
    const remaining = (
      await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id))
    ).filter((r) => r.stage !== 'extra');
    const generated = nextMatches(tournament, [...entrants], remaining);
    if (generated.length > 0) {
      await tx.insert(matches).values(toMatchRows(tournament.id, generated));
    }
  }
  await tx.insert(matchCorrections).values({
    matchId: row.id,
    correctedBy: user.id,
    beforeGames: row.games,
    afterGames: input.games,
    winnerChanged,
    resetMatchKeys: [...resets, ...regenerate].map((r) => r.key),
    createdAt: now,
  });
  // A withdrawn entrant the correction placed gives its new opponent a walkover (rule 12.G).
  await settleWithdrawals(tx, tournament, entrants, now);
  // A reopened tournament (decision 027) completes again when the corrected match was the last.
  await completeIfDone(tx, tournament, entrants);
  await replanSchedule(tx, tournament, now);
  return updated!;
}

/** The corrections of a match, oldest first. */
export async function loadCorrections(tx: Db | Tx, matchId: string) {
  return tx
    .select()
    .from(matchCorrections)
    .where(eq(matchCorrections.matchId, matchId))
    .orderBy(matchCorrections.createdAt);
}
