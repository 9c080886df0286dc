import type { TournamentEvent } from '@courtside/shared/api/event';
import type {
  TournamentDetail,
  TournamentListResponse,
  TournamentSummary,
  TournamentUser,
} from '@courtside/shared/api/tournament';
import type { PublicUser } from '@courtside/shared/api/user';
import { TEST_USER } from '@/test/fixtures';

/** Test data shaped exactly like the contract's response schemas. */

export const ORGANIZER: PublicUser = { ...TEST_USER, id: '0b6d8a9e-0000-4000-8000-000000000001' };
export const PLAYER: PublicUser = {
  ...TEST_USER,
  id: '0b6d8a9e-0000-4000-8000-000000000002',
  name: 'Pat Dinkmaster',
  email: 'pat@example.com',
  role: 'player',
};

export const TOURNAMENT_ID = '7c0f1d2e-1111-4111-8111-000000000001';

export const person = (n: number, name: string, rating: number | null): TournamentUser => ({
  id: `0b6d8a9e-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  name,
  profileImage: null,
  rating,
});

export function summary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: TOURNAMENT_ID,
    name: 'Spring Slam',
    description: 'A friendly open',
    category: 'men',
    type: 'singles',
    format: 'knockout',
    status: 'upcoming',
    startDate: '2026-04-12',
    endDate: null,
    timeZone: 'America/New_York',
    location: 'Austin, TX',
    maxParticipants: 16,
    currentParticipants: 4,
    entryFee: 25,
    prizePool: 500,
    numGroups: 1,
    knockoutEnabled: false,
    advanceCount: 1,
    scoringFormat: 'best-of-3-to-11',
    scoringSystem: 'rally',
    hasBronzeMatch: true,
    grandFinalReset: true,
    courtCount: 4,
    restMinutes: 15,
    scoreConfirmation: false,
    confirmationMinutes: null,
    isPublic: true,
    organizerId: ORGANIZER.id,
    createdAt: '2026-01-02T00:00:00.000Z',
    isParticipant: false,
    waitlistPosition: null,
    organizer: { id: ORGANIZER.id, name: ORGANIZER.name, profileImage: null },
    waitlistCount: 0,
    ...overrides,
  };
}

export function listResponse(
  data: TournamentSummary[],
  meta: Partial<TournamentListResponse['meta']> = {},
): TournamentListResponse {
  return {
    data,
    meta: {
      page: 1,
      limit: 12,
      total: data.length,
      totals: { total: 42, upcoming: 17, ongoing: 5, totalPlayers: 311 },
      ...meta,
    },
  };
}

export function detail(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  const { organizer: _o, waitlistCount: _w, ...base } = summary();
  return {
    ...base,
    rules: null,
    organizer: {
      id: ORGANIZER.id,
      name: ORGANIZER.name,
      role: 'organizer',
      email: ORGANIZER.email,
      location: 'Austin, TX',
      profileImage: null,
    },
    participants: [],
    waitlist: [],
    teams: [],
    courts: [],
    winner: null,
    winnerName: null,
    winnerPartner: null,
    canSeeResults: true,
    ...overrides,
  };
}

export const participantsOf = (people: TournamentUser[]) =>
  people.map((user) => ({ userId: user.id, joinedAt: '2026-02-01T00:00:00.000Z', user }));

/** An event of the events list (decision 034) made of a tournament detail's own fields. */
export function eventOf(
  t: TournamentDetail,
  overrides: Partial<TournamentEvent> = {},
): TournamentEvent {
  const {
    rules: _r,
    organizer: _o,
    participants: _p,
    waitlist: _w,
    teams: _t,
    courts: _c,
    winner: _wi,
    canSeeResults: _s,
    medals: _m,
    eventCount: _e,
    playerCount: _pc,
    ...fields
  } = t;
  return {
    ...fields,
    tournamentId: TOURNAMENT_ID,
    isFirst: t.id === TOURNAMENT_ID,
    courtIds: [],
    waitlistCount: 0,
    eligibility: null,
    ...overrides,
  };
}
