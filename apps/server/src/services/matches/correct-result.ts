import { and, eq, inArray, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { matchWinner } from '@courtside/shared/domain/competition/match-score';
import type { ScoringFormat } from '@courtside/shared/domain/competition/scoring';
import type { Db, Tx } from '../../db/client';
import {
  matchCorrections,
  matches,
  type MatchRow,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import type { EntrantInfo } from './entrants';
import { nextMatches } from './next-round';
import { recomputeRatingsFrom } from './recompute-ratings';
import { matchLabel, replanSchedule } from './schedule';
import { toMatchRows } from './start-tournament';

const hasStarted = (row: MatchRow) =>
  row.status === 'completed' ||
  row.status === 'in-progress' ||
  row.actualStartTime !== null ||
  row.games.length > 0;

const RESET = {
  games: [] as [number, number][],
  status: 'scheduled' as const,
  winnerId: null,
  actualStartTime: null,
  completedAt: null,
};

interface Plan {
  /** Slot fills of matches that keep their state: key -> side -> entrant (or null to clear). */
  fills: Map<string, { slot: 0 | 1; entrantId: string | null }[]>;
  /** Started downstream matches that must be reset. */
  resets: MatchRow[];
  /** Later-stage matches to delete and generate again (group knockout, later Swiss rounds). */
  regenerate: MatchRow[];
}

/**
 * The knockout downstream of a changed result: the new entrant goes into each
 * match the result feeds; a fed match that has started is reset, and what it
 * had fed is cleared in turn.
 */
function planKnockout(
  byKey: ReadonlyMap<string, MatchRow>,
  row: MatchRow,
  winnerId: string,
  loserId: string,
  plan: Plan,
) {
  const place = (key: string | null, slot: number | null, entrantId: string | null) => {
    if (!key || slot === null) return;
    const target = byKey.get(key);
    if (!target) return;
    plan.fills.set(key, [...(plan.fills.get(key) ?? []), { slot: slot as 0 | 1, entrantId }]);
    if (!hasStarted(target)) return;
    plan.resets.push(target);
    // The reset match's own result is gone: clear what it had placed further on.
    if (target.status === 'completed') {
      const clear = (k: string | null, s: number | null) => place(k, s, null);
      clear(target.winnerToKey, target.winnerToSlot);
      clear(target.loserToKey, target.loserToSlot);
    }
  };
  place(row.winnerToKey, row.winnerToSlot, winnerId);
  place(row.loserToKey, row.loserToSlot, loserId);
}

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
  input: { games: [number, number][]; format: ScoringFormat; confirmCascade: boolean },
): Promise<MatchRow> {
  if (tournament.organizerId !== user.id) {
    throw new AppError('FORBIDDEN', MATCH_MESSAGES.onlyOwnerCorrects);
  }
  if (tournament.status === 'completed') {
    throw new AppError('CONFLICT', MATCH_MESSAGES.correctionAfterFinish);
  }
  const winner = matchWinner(input.games, input.format);
  if (!winner) throw validationError({ score: ['A corrected result must decide the match'] });
  const [side1, side2] = sides;
  const [winning, losing] = winner === 'side1' ? [side1, side2] : [side2, side1];
  const winnerChanged = winning.id !== row.winnerId;

  const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const plan: Plan = { fills: new Map(), resets: [], regenerate: [] };
  if (winnerChanged) {
    if (row.stage === 'knockout' || row.stage === 'bronze') {
      planKnockout(new Map(rows.map((r) => [r.key, r])), row, winning.id, losing.id, plan);
    } else {
      plan.regenerate = laterStage(rows, row);
    }
  }
  const started = [...plan.resets, ...plan.regenerate.filter(hasStarted)];
  if (started.length > 0 && !input.confirmCascade) {
    const byId = new Map(entrants.map((e) => [e.id, e]));
    throw new AppError(
      'CONFLICT',
      MATCH_MESSAGES.correctionCascade(started.map((r) => matchLabel(r, byId))),
      { field: 'confirmCascade' },
    );
  }

  const now = new Date();
  const [updated] = await tx
    .update(matches)
    .set({
      games: input.games,
      winnerId: winning.id,
      version: sql`${matches.version} + 1`,
    })
    .where(eq(matches.id, row.id))
    .returning();
  for (const reset of plan.resets) {
    await tx
      .update(matches)
      .set({ ...RESET, version: sql`${matches.version} + 1` })
      .where(eq(matches.id, reset.id));
  }
  for (const [key, fills] of plan.fills) {
    const set: Partial<MatchRow> = {};
    for (const { slot, entrantId } of fills) {
      if (slot === 0) set.side1Id = entrantId;
      else set.side2Id = entrantId;
    }
    await tx
      .update(matches)
      .set({ ...set, version: sql`${matches.version} + 1` })
      .where(and(eq(matches.tournamentId, tournament.id), eq(matches.key, key)));
  }
  // Later-stage results drop out of the ratings before their matches are generated again.
  for (const stale of plan.regenerate) {
    await tx.update(matches).set(RESET).where(eq(matches.id, stale.id));
  }
  await recomputeRatingsFrom(tx, [
    row.id,
    ...plan.resets.map((r) => r.id),
    ...plan.regenerate.map((r) => r.id),
  ]);
  if (plan.regenerate.length > 0) {
    await tx.delete(matches).where(
      inArray(
        matches.id,
        plan.regenerate.map((r) => r.id),
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
    resetMatchKeys: [...plan.resets, ...plan.regenerate].map((r) => r.key),
    createdAt: now,
  });
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
