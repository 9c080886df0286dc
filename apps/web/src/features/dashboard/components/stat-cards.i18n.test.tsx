import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStats } from '@courtside/shared/api/player';
import { loadLocale } from '@/lib/i18n';
import { StatCards } from './stat-cards';

/** A player's figures: none but those given. */
const statsOf = (overrides: Partial<PlayerStats>): PlayerStats => ({
  playerId: 'p1',
  wins: 0,
  losses: 0,
  gamesPlayed: 0,
  winRate: 0,
  setsWon: 0,
  setsLost: 0,
  currentRating: null,
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
});

const NONE_FAILED = { tournaments: false, myTournaments: false, myMatches: false, myStats: false };

// The people area's German catalogue, loaded as a page in German loads it (issue 29).
describe('StatCards in German', () => {
  beforeAll(() => loadLocale('de', ['app']));

  it('writes its labels, notes and plurals in German', () => {
    render(
      <StatCards
        figures={{
          tournaments: undefined,
          myTournaments: 2,
          myScheduledMatches: 1,
          myStats: statsOf({
            gamesPlayed: 12,
            winRate: 75,
            lastDays: { days: 30, wins: 3, losses: 1, winRate: 75, trend: 5 },
          }),
        }}
        unavailable={NONE_FAILED}
      />,
    );
    expect(screen.getByRole('region', { name: 'Statistiken' })).toBeInTheDocument();
    expect(screen.getByText('Turniere gesamt')).toBeInTheDocument();
    expect(screen.getByText('Siegquote')).toBeInTheDocument();
    expect(screen.getByText('75 %')).toBeInTheDocument();
    expect(screen.getByText('+5 % in den letzten 30 Tagen · 12 Sätze')).toBeInTheDocument();
  });

  it('takes the singular form for one game', () => {
    render(
      <StatCards
        figures={{
          tournaments: undefined,
          myTournaments: 0,
          myScheduledMatches: 0,
          myStats: statsOf({ gamesPlayed: 1, winRate: 100 }),
        }}
        unavailable={NONE_FAILED}
      />,
    );
    expect(screen.getByText('1 Satz gespielt')).toBeInTheDocument();
  });
});
