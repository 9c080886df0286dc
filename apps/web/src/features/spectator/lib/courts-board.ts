import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { i18n } from '@/lib/i18n';
import { currentGame, pairing } from './sides';

/** A court as the board shows it (issue 27): free, a match called there, or one on court. */
export type CourtState = 'free' | 'called' | 'on-court';

export interface CourtRow {
  key: string;
  courtName: string;
  state: CourtState;
  /** The match on court (in play) or called there; null when the court is free. */
  match: SpectatorMatch | null;
  /** The next scheduled match there with both sides known (shown while the court is free). */
  next: SpectatorMatch | null;
}

const time = (value: string | null) =>
  value ? new Date(value).getTime() : Number.POSITIVE_INFINITY;
const byTime = (a: SpectatorMatch, b: SpectatorMatch) =>
  time(a.actualStartTime ?? a.startTime) - time(b.actualStartTime ?? b.startTime) ||
  a.round - b.round ||
  a.position - b.position;

const isCalled = (m: SpectatorMatch) => m.status === 'scheduled' && Boolean(m.calledAt);
const isReady = (m: SpectatorMatch) =>
  m.status === 'scheduled' && !m.calledAt && m.player1Id !== null && m.player2Id !== null;

/**
 * The courts board: every court of the tournament with the match on court there (in play),
 * else the match the desk called there, else free with the next one planned there; plus
 * matches in play that have no court. Read from the matches as the server has them.
 */
export function courtsBoard(data: PublicTournament): CourtRow[] {
  // Several events share the courts (decision 034): the board is over every event's matches.
  const all = data.boardMatches ?? data.matches;
  const rows: CourtRow[] = data.courts.map((court) => {
    const here = all.filter((m) => m.courtId === court.id).sort(byTime);
    const onCourt = here.find((m) => m.status === 'in-progress');
    const called = here.find(isCalled);
    const match = onCourt ?? called ?? null;
    return {
      key: court.id,
      courtName: court.name,
      state: onCourt ? 'on-court' : called ? 'called' : 'free',
      match,
      next: match ? null : (here.find(isReady) ?? null),
    };
  });
  const known = new Set(data.courts.map((c) => c.id));
  const elsewhere = all
    .filter((m) => m.status === 'in-progress' && (m.courtId === null || !known.has(m.courtId)))
    .sort(byTime);
  for (const match of elsewhere) {
    rows.push({
      key: `match-${match.id}`,
      courtName: match.court?.name ?? i18n.t('No court assigned'),
      state: 'on-court',
      match,
      next: null,
    });
  }
  return rows;
}

/** 'Court 3: Reyes / Park v Nguyen / Ellis, 7-5 in game 3', for a match in play. */
export function liveLine(courtName: string, match: SpectatorMatch): string {
  return i18n.t('{court}: {pairing}, {score}', {
    court: courtName,
    pairing: pairing(match),
    score: currentGame(match) ?? i18n.t('no points yet'),
  });
}

/** 'Court 3: called, Reyes / Park v Nguyen / Ellis', for a match called to a court. */
export function calledLine(courtName: string, match: SpectatorMatch): string {
  return i18n.t('{court}: called, {pairing}', { court: courtName, pairing: pairing(match) });
}
