import type { PlayerStats } from '@courtside/shared/api/player';
import { DEFAULT_USER_SETTINGS, type PublicUser } from '@courtside/shared/api/user';

export const ME: PublicUser = {
  id: '5d0c6a3e-0000-4000-8000-000000000001',
  name: 'Robin Kitchenline',
  email: 'robin@example.com',
  role: 'player',
  location: 'Austin, TX',
  bio: null,
  rating: 3.5,
  preferredHand: null,
  yearsPlaying: null,
  favoriteShot: null,
  profileImage: null,
  settings: DEFAULT_USER_SETTINGS,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** `ME` with some fields changed, settings groups merged. */
export function me(overrides: Partial<PublicUser> = {}): PublicUser {
  return { ...ME, ...overrides };
}

export const STATS: PlayerStats = {
  playerId: ME.id,
  wins: 7,
  losses: 3,
  gamesPlayed: 10,
  winRate: 70,
  setsWon: 15,
  setsLost: 8,
  currentRating: 3.62,
  bestRating: 3.71,
  currentStreak: { result: 'W', length: 2 },
  longestWinStreak: 4,
  averageMatchMinutes: 48,
  averageGameMinutes: 19.4,
  tournamentsPlayed: 3,
  tournamentsWon: 1,
  tournamentWinRate: 33,
  favoriteOpponent: {
    id: '5d0c6a3e-0000-4000-8000-000000000002',
    name: 'Max Spin',
    matches: 4,
    wins: 3,
    losses: 1,
  },
  form: ['W', 'W', 'L', 'W', 'L'],
  recentMatches: [],
  ratingHistory: [
    { matchId: 'm1', at: '2026-03-01T15:00:00.000Z', before: 3.5, after: 3.58 },
    { matchId: 'm2', at: '2026-03-08T15:00:00.000Z', before: 3.58, after: 3.62 },
  ],
  lastDays: { days: 30, wins: 2, losses: 1, winRate: 67, trend: -3 },
  tournamentsJoined: 4,
  upcomingMatches: 1,
};

export const NO_STATS: PlayerStats = {
  ...STATS,
  wins: 0,
  losses: 0,
  gamesPlayed: 0,
  winRate: 0,
  setsWon: 0,
  setsLost: 0,
  currentRating: 3.5,
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
  ratingHistory: [],
  lastDays: { days: 30, wins: 0, losses: 0, winRate: null, trend: null },
};
