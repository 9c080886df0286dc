import type { Match } from '@courtside/shared/api/match';
import { knockoutRoundName } from './match-rounds';
import { SIDE_PENDING, sideName, winnerName, type SideNumber } from './match-sides';

/** A place in a knockout column: a match, or a bye that sent its entrant straight on. */
export type KnockoutSlot =
  | { kind: 'match'; position: number; match: Match }
  | { kind: 'bye'; position: number; entrant: string | null };

export interface KnockoutColumn {
  round: number;
  title: string;
  slots: KnockoutSlot[];
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
      if (match) {
        slots.push({ kind: 'match', position, match });
      } else if (round === 1) {
        const next = byKey.get(`2-${Math.ceil(position / 2)}`);
        const side = (((position - 1) % 2) + 1) as SideNumber;
        slots.push({ kind: 'bye', position, entrant: next ? sideName(next, side) : null });
      }
    }
    columns.push({ round, title: knockoutRoundName(round, lastRound), slots });
  }
  return columns;
}

/** "Semifinals, match 2: Kim v Lee, Kim won 11-5 11-7": a bracket card read aloud. */
export function matchCardName(match: Match, roundTitle: string): string {
  const names = `${sideName(match, 1) ?? SIDE_PENDING} v ${sideName(match, 2) ?? SIDE_PENDING}`;
  const games = match.score.player1.map((p, i) => `${p}-${match.score.player2[i] ?? 0}`).join(' ');
  const winner = winnerName(match);
  let state: string;
  if (match.status === 'completed' && winner) state = `${winner} won ${games}`;
  else if (match.player1Id === null || match.player2Id === null)
    state = 'waiting for an earlier match';
  else if (match.status === 'in-progress') state = `in progress ${games}`.trim();
  else state = match.status;
  const where = match.stage === 'bronze' ? roundTitle : `${roundTitle}, match ${match.position}`;
  return `${where}: ${names}, ${state}`;
}
