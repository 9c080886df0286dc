import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { currentGame, pairing } from './sides';

export interface CourtRow {
  key: string;
  courtName: string;
  /** The match in play there, if any. */
  live: SpectatorMatch | null;
  /** The next scheduled match there with both sides known. */
  next: SpectatorMatch | null;
}

const time = (value: string | null) =>
  value ? new Date(value).getTime() : Number.POSITIVE_INFINITY;
const byTime = (a: SpectatorMatch, b: SpectatorMatch) =>
  time(a.actualStartTime ?? a.startTime) - time(b.actualStartTime ?? b.startTime) ||
  a.round - b.round ||
  a.position - b.position;

const isReady = (m: SpectatorMatch) =>
  m.status === 'scheduled' && m.player1Id !== null && m.player2Id !== null;

/**
 * The courts board: every court of the tournament with the match in play on it and the next
 * one scheduled there, plus matches in play that have no court. Read from the matches as the
 * server has them; nothing is guessed.
 */
export function courtsBoard(data: PublicTournament): CourtRow[] {
  const rows: CourtRow[] = data.courts.map((court) => {
    const here = data.matches.filter((m) => m.courtId === court.id).sort(byTime);
    return {
      key: court.id,
      courtName: court.name,
      live: here.find((m) => m.status === 'in-progress') ?? null,
      next: here.find(isReady) ?? null,
    };
  });
  const known = new Set(data.courts.map((c) => c.id));
  const elsewhere = data.matches
    .filter((m) => m.status === 'in-progress' && (m.courtId === null || !known.has(m.courtId)))
    .sort(byTime);
  for (const match of elsewhere) {
    rows.push({
      key: `match-${match.id}`,
      courtName: match.court?.name ?? 'No court assigned',
      live: match,
      next: null,
    });
  }
  return rows;
}

/** 'Court 3: Reyes / Park v Nguyen / Ellis, 7-5 in game 3', for a match in play. */
export function liveLine(courtName: string, match: SpectatorMatch): string {
  return `${courtName}: ${pairing(match)}, ${currentGame(match) ?? 'no points yet'}`;
}
