import type { Match, MatchDetail } from '@courtside/shared/api/match';
import type { Bracket } from '@/features/brackets/api/get-bracket';
import { ORGANIZER, TOURNAMENT_ID, detail, person } from './tournament-fixtures';

/** Players of the competition tests, shaped like the match contract's players. */
export const KIM = person(1, 'Kim Lobber', 4.1);
export const LEE = person(2, 'Lee Volley', 3.9);
export const MAX = person(3, 'Max Spin', 3.7);
export const ROY = person(4, 'Roy Drop', 3.5);

type Person = typeof KIM;

/** A match detail's score entry before anyone scored (decision 027). */
export const NO_SCORE_ENTRY: MatchDetail['scoreEntry'] = {
  enteredBy: null,
  enteredAt: null,
  confirmedBy: null,
  confirmedAt: null,
  confirmation: null,
  disputedBy: null,
  disputeNote: null,
};

/** A singles match between `p1` and `p2` (null: waiting for an earlier match). */
export function match(p1: Person | null, p2: Person | null, overrides: Partial<Match> = {}): Match {
  const round = overrides.round ?? 1;
  const position = overrides.position ?? 1;
  return {
    id: `m-${overrides.key ?? `KO-R${round}-M${position}`}`,
    tournamentId: TOURNAMENT_ID,
    key: `KO-R${round}-M${position}`,
    stage: 'knockout',
    group: null,
    round,
    position,
    status: 'scheduled',
    player1Id: p1?.id ?? null,
    player2Id: p2?.id ?? null,
    player1: p1,
    player2: p2,
    team1: null,
    team2: null,
    score: { player1: [], player2: [] },
    winner: null,
    resultKind: null,
    startTime: null,
    actualStartTime: null,
    calledAt: null,
    canStartEarly: true,
    court: null,
    courtId: null,
    authorizedScoreKeepers: [],
    awaitingConfirmation: false,
    enteredBySide: null,
    canConfirm: false,
    version: 0,
    ...overrides,
  };
}

/** A completed match won by `winner` with these games ([side1, side2] each). */
export const played = (
  p1: Person,
  p2: Person,
  games: [number, number][],
  overrides: Partial<Match> = {},
): Match => {
  const side1Wins = games.filter(([a, b]) => a > b).length;
  return match(p1, p2, {
    status: 'completed',
    score: { player1: games.map(([a]) => a), player2: games.map(([, b]) => b) },
    winner: side1Wins * 2 > games.length ? p1.id : p2.id,
    ...overrides,
  });
};

/** A bracket answer grouping `matches` by round, with stats counted from them. */
export function bracketOf(
  matches: Match[],
  standings: Bracket['standings'] = [],
  tournament: Bracket['tournament'] = detail({ status: 'ongoing' }),
): Bracket {
  const bracket: Bracket['bracket'] = {};
  for (const m of matches) (bracket[String(m.round)] ??= []).push(m);
  const count = (s: Match['status']) => matches.filter((m) => m.status === s).length;
  const totalRounds = Math.max(0, ...matches.map((m) => m.round));
  return {
    bracket,
    stats: {
      completedMatches: count('completed'),
      inProgressMatches: count('in-progress'),
      scheduledMatches: count('scheduled'),
      currentRound: Math.min(
        totalRounds,
        ...matches.filter((m) => m.status !== 'completed').map((m) => m.round),
      ),
      totalRounds,
      progress: matches.length ? Math.round((count('completed') / matches.length) * 100) : 0,
    },
    standings,
    tournament,
  };
}

/** GET /api/matches/{id}'s answer for `m`: no corrections or rating changes unless given. */
export function detailOf(m: Match, overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    ...m,
    stageLastRound: m.round,
    corrections: [],
    ratingChanges: [],
    scoreEntry: NO_SCORE_ENTRY,
    tournament: {
      id: TOURNAMENT_ID,
      name: 'Spring Slam',
      organizerId: ORGANIZER.id,
      scoringFormat: 'best-of-3-to-11',
      scoringSystem: 'rally',
      scoreConfirmation: false,
    },
    ...overrides,
  };
}

/** A user as the score keeper list and a search by name answer them: no email. */
export const keeper = (n: number, name: string): { id: string; name: string; email?: string } => ({
  id: `0b6d8a9e-0000-4000-8000-${String(200 + n).padStart(12, '0')}`,
  name,
});

/** The same user as a search for their whole email answers it: with that email. */
export const withEmail = (user: { id: string; name: string }) => ({
  ...user,
  email: `${user.name.split(' ')[0]!.toLowerCase()}@example.com`,
});
