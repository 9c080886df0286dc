import type { Match } from '@courtside/shared/api/match';
import { knockoutRoundName } from '@/lib/match-sections';
import { SIDE_PENDING, sideId, sideName, winnerName, type SideNumber } from '@/lib/match-sides';
import { i18n } from '@/lib/i18n';

/** A place in a knockout column: a match, or a bye that sent its entrant straight on. */
export type KnockoutSlot =
  | { kind: 'match'; position: number; title: string; match: Match }
  | {
      kind: 'bye';
      position: number;
      title: string;
      entrant: string | null;
      entrantId: string | null;
    };

export interface KnockoutColumn {
  round: number;
  title: string;
  slots: KnockoutSlot[];
}

/**
 * One match of a knockout named on its own: "Final", "Semifinal 2",
 * "Quarterfinal 3", then "Round 1, match 5" further from the final.
 */
export function knockoutMatchName(round: number, position: number, lastRound: number): string {
  const fromEnd = lastRound - round;
  if (fromEnd === 0) return i18n.t('Final');
  if (fromEnd === 1) return i18n.t('Semifinal {position}', { position });
  if (fromEnd === 2) return i18n.t('Quarterfinal {position}', { position });
  return i18n.t('Round {round}, match {position}', { round, position });
}

/**
 * The knockout drawn as columns, one per round, each with every position of the
 * full bracket, so matches line up with the two they come from. Byes are never
 * matches (the engine places the seed straight into round 2): a round 1
 * position without a match is shown as that seed's bye.
 */
export function knockoutColumns(matches: readonly Match[]): KnockoutColumn[] {
  const knockout = matches.filter((m) => m.stage === 'knockout');
  const lastRound = Math.max(0, ...knockout.map((m) => m.round));
  const byKey = new Map(knockout.map((m) => [`${m.round}-${m.position}`, m]));
  const columns: KnockoutColumn[] = [];
  for (let round = 1; round <= lastRound; round += 1) {
    const slots: KnockoutSlot[] = [];
    for (let position = 1; position <= 2 ** (lastRound - round); position += 1) {
      const match = byKey.get(`${round}-${position}`);
      const title = knockoutMatchName(round, position, lastRound);
      if (match) {
        slots.push({ kind: 'match', position, title, match });
      } else if (round === 1) {
        const next = byKey.get(`2-${Math.ceil(position / 2)}`);
        const side = (((position - 1) % 2) + 1) as SideNumber;
        slots.push({
          kind: 'bye',
          position,
          title,
          entrant: next ? sideName(next, side) : null,
          entrantId: next ? sideId(next, side) : null,
        });
      }
    }
    columns.push({ round, title: knockoutRoundName(round, lastRound), slots });
  }
  return columns;
}

/** A match's status as the read-aloud sentence ends with it (the status's own word). */
const STATE_TEXTS: Record<Match['status'], string> = {
  scheduled: /*i18n*/ 'scheduled',
  'in-progress': /*i18n*/ 'in progress',
  completed: /*i18n*/ 'completed',
  cancelled: /*i18n*/ 'cancelled',
};

/** "11-7, 11-9": the games from side 1's point of view. */
const gamesText = (match: Match) =>
  match.score.player1.map((p, i) => `${p}-${match.score.player2[i] ?? 0}`).join(', ');

/**
 * A bracket match read aloud in one sentence, e.g. "Quarterfinal 1: Kim Lobber
 * 11-7, 11-9 Lee Volley, Kim Lobber won" or "Final: Kim Lobber v TBD, waiting
 * for an earlier match".
 */
export function matchCardName(match: Match, title: string): string {
  const one = sideName(match, 1) ?? i18n.t(SIDE_PENDING);
  const two = sideName(match, 2) ?? i18n.t(SIDE_PENDING);
  const games = gamesText(match);
  const sides = games
    ? `${one} ${games} ${two}`
    : i18n.t('{side1} v {side2}', { side1: one, side2: two });
  const winner = winnerName(match);
  let state: string;
  if (match.status === 'completed' && winner) state = i18n.t('{name} won', { name: winner });
  else if (match.player1Id === null || match.player2Id === null)
    state = i18n.t('waiting for an earlier match');
  else if (match.status === 'in-progress') state = i18n.t('in progress');
  else state = i18n.t(STATE_TEXTS[match.status]);
  return i18n.t('{title}: {sides}, {state}', { title, sides, state });
}

/** "Quarterfinal 1: Kim Lobber has a bye": a round 1 line with no opponent. */
export const byeName = (title: string, entrant: string | null): string =>
  entrant
    ? i18n.t('{title}: {name} has a bye', { title, name: entrant })
    : i18n.t('{title}: A seed has a bye', { title });
