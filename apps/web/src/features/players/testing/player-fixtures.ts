import type {
  PlayerDetail,
  PlayerListResponse,
  PlayerStats,
  PlayerSummary,
  RankedPlayer,
} from '@courtside/shared/api/player';

/** Test data shaped exactly like the contract's response schemas. */

export const playerId = (n: number) =>
  `0b6d8a9e-0000-4000-8000-${String(500 + n).padStart(12, '0')}`;

export function ranked(
  n: number,
  name: string,
  overrides: Partial<RankedPlayer> = {},
): RankedPlayer {
  return {
    id: playerId(n),
    name,
    profileImage: null,
    location: null,
    rating: 3.5,
    level: 'intermediate',
    wins: 0,
    losses: 0,
    gamesPlayed: 0,
    winRate: 0,
    rank: n,
    hidden: { rating: false, stats: false },
    ...overrides,
  };
}

export const ALICE = ranked(1, 'Alice Dinkwell', {
  location: 'Austin, TX',
  rating: 4.612,
  level: 'expert',
  wins: 9,
  losses: 3,
  gamesPlayed: 12,
  winRate: 75,
});
export const BEN = ranked(2, 'Ben Baseline', {
  rating: 4.205,
  level: 'advanced',
  wins: 5,
  losses: 5,
  gamesPlayed: 10,
  winRate: 50,
});
export const CARA = ranked(3, 'Cara Kitchen', {
  rating: 3.71,
  wins: 2,
  losses: 6,
  gamesPlayed: 8,
  winRate: 25,
});
/** Keeps both rating and statistics private: the server sends nulls. */
export const DEV = ranked(4, 'Dev Hidden', {
  rating: null,
  level: null,
  wins: null,
  losses: null,
  gamesPlayed: null,
  winRate: null,
  hidden: { rating: true, stats: true },
});

export const SUMMARY: PlayerSummary = {
  totalPlayers: 37,
  averageRating: 3.8765,
  totalGames: 214,
  averageWinRate: 48,
};

export function listOf(
  data: RankedPlayer[],
  meta: Partial<PlayerListResponse['meta']> = {},
): PlayerListResponse {
  return {
    data,
    meta: { page: 1, limit: 20, total: data.length, sort: 'rating', summary: SUMMARY, ...meta },
  };
}

export function detailOf(
  player: RankedPlayer,
  overrides: Partial<PlayerDetail> = {},
): PlayerDetail {
  return {
    ...player,
    bio: null,
    preferredHand: null,
    yearsPlaying: null,
    favoriteShot: null,
    ...overrides,
  };
}

export function statsOf(player: RankedPlayer, overrides: Partial<PlayerStats> = {}): PlayerStats {
  return {
    playerId: player.id,
    wins: player.wins ?? 0,
    losses: player.losses ?? 0,
    gamesPlayed: player.gamesPlayed ?? 0,
    winRate: player.winRate ?? 0,
    setsWon: 0,
    setsLost: 0,
    currentRating: player.rating ?? null,
    bestRating: null,
    currentStreak: null,
    longestWinStreak: 0,
    averageMatchMinutes: null,
    averageGameMinutes: null,
    tournamentsPlayed: 0,
    tournamentsWon: 0,
    tournamentWinRate: null,
    favoriteOpponent: null,
    form: [],
    recentMatches: [],
    ratingHistory: [],
    lastDays: { days: 30, wins: 0, losses: 0, winRate: null, trend: null },
    tournamentsJoined: 0,
    upcomingMatches: 0,
    ...overrides,
  };
}
