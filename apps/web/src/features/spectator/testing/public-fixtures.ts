import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';

export const PUBLIC_ID = '7c0f1d2e-3333-4333-8333-000000000001';
export const COURT_3 = '0c0c0c0c-0000-4000-8000-000000000003';
export const LIVE_MATCH = '5e5e5e5e-0000-4000-8000-0000000000aa';
export const NEXT_MATCH = '5e5e5e5e-0000-4000-8000-0000000000bb';

const person = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  profileImage: null,
  rating: 4,
});
export const REYES = person(1, 'Ana Reyes');
export const PARK = person(2, 'Bo Park');
export const NGUYEN = person(3, 'Cy Nguyen');
export const ELLIS = person(4, 'Di Ellis');

const team = (id: string, a: typeof REYES, b: typeof REYES) => ({
  id,
  name: `${a.name} & ${b.name}`,
  players: [
    { id: a.id, name: a.name },
    { id: b.id, name: b.name },
  ],
});
const TEAM_1 = team('7e000000-0000-4000-8000-000000000001', REYES, PARK);
const TEAM_2 = team('7e000000-0000-4000-8000-000000000002', NGUYEN, ELLIS);

export function spectatorMatch(overrides: Partial<SpectatorMatch>): SpectatorMatch {
  return {
    id: LIVE_MATCH,
    tournamentId: PUBLIC_ID,
    key: 'KO-R1-M1',
    stage: 'knockout',
    group: null,
    round: 1,
    position: 1,
    status: 'scheduled',
    player1Id: TEAM_1.id,
    player2Id: TEAM_2.id,
    player1: null,
    player2: null,
    team1: TEAM_1,
    team2: TEAM_2,
    score: { player1: [], player2: [] },
    winner: null,
    resultKind: null,
    startTime: null,
    actualStartTime: null,
    canStartEarly: false,
    court: null,
    courtId: null,
    version: 0,
    ...overrides,
  };
}

/** A doubles knockout in play: the final on Court 3 at 7-5 in game 3. */
export function publicTournament(): PublicTournament {
  const live = spectatorMatch({
    round: 1,
    status: 'in-progress',
    score: { player1: [11, 8, 7], player2: [9, 11, 5] },
    court: { name: 'Court 3', location: null },
    courtId: COURT_3,
    startTime: '2027-05-01T14:00:00.000Z',
    actualStartTime: '2027-05-01T14:02:00.000Z',
  });
  return {
    tournament: {
      id: PUBLIC_ID,
      name: 'Riverside Open',
      description: null,
      category: 'men',
      type: 'doubles',
      format: 'knockout',
      status: 'ongoing',
      startDate: '2027-05-01',
      endDate: null,
      timeZone: 'America/New_York',
      location: 'Riverside Courts, Denver',
      maxParticipants: 16,
      currentParticipants: 4,
      entryFee: 0,
      prizePool: 0,
      scoringFormat: 'best-of-3-to-11',
      scoringSystem: 'rally',
      hasBronzeMatch: false,
      numGroups: 1,
      knockoutEnabled: false,
      advanceCount: 1,
      rules: null,
      organizer: { id: '00000000-0000-4000-8000-0000000000ff', name: 'Olive', profileImage: null },
      winner: null,
      winnerName: null,
      winnerPartner: null,
    },
    participants: [REYES, PARK, NGUYEN, ELLIS],
    teams: [
      { ...TEAM_1, players: [REYES, PARK] },
      { ...TEAM_2, players: [NGUYEN, ELLIS] },
    ],
    courts: [{ id: COURT_3, name: 'Court 3', location: null }],
    matches: [live],
    bracket: {
      bracket: { '1': [live] },
      stats: {
        completedMatches: 0,
        inProgressMatches: 1,
        scheduledMatches: 0,
        currentRound: 1,
        totalRounds: 1,
        progress: 0,
      },
      standings: [],
    },
    medals: [],
  };
}
