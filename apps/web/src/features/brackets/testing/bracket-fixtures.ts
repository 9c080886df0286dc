import type { Match } from '@courtside/shared/api/match';
import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { person } from '@/test/tournament-fixtures';

/** Two more players, for brackets with byes and groups of three. */
export const AVA = person(5, 'Ava Serve', 3.3);
export const BO = person(6, 'Bo Kitchen', 3.1);

type Person = typeof KIM;

const STRAIGHT: [number, number][] = [
  [11, 7],
  [11, 9],
];
/** Side 1 winning 11-7, 11-9, or side 2 when `isSide2` (9-11, 7-11). */
const result = (isSide2 = false): [number, number][] =>
  isSide2 ? STRAIGHT.map(([a, b]) => [b, a]) : STRAIGHT;

/**
 * Six players in an 8-line knockout (seeded Kim, Lee, Max, Roy, Ava, Bo):
 * seeds 1 and 2 (Kim, Lee) have byes, so round 1 has only positions 2 and 4.
 * Roy and Max won their quarterfinals, Kim beat Roy in semifinal 1, semifinal 2
 * (Lee v Max) is being played, the final and third-place match wait.
 */
export function knockoutWithByes(): Match[] {
  return [
    played(ROY, AVA, result(), { position: 2 }),
    played(MAX, BO, result(), { position: 4 }),
    played(KIM, ROY, result(), { round: 2, position: 1 }),
    match(LEE, MAX, {
      round: 2,
      position: 2,
      status: 'in-progress',
      score: { player1: [11, 4], player2: [8, 6] },
    }),
    match(KIM, null, { round: 3, position: 1 }),
    match(ROY, null, { stage: 'bronze', round: 3, position: 2, key: 'KO-BRONZE' }),
  ];
}

/** A group match of a round robin (keys like the engine's `G-A-R1-M1`). */
function groupMatch(group: string, round: number, a: Person, b: Person, winner?: 'a' | 'b') {
  const extra = { stage: 'group' as const, group, round, key: `G-${group}-R${round}-M1` };
  return winner
    ? played(a, b, result(winner === 'b'), { ...extra, id: `m-${extra.key}` })
    : match(a, b, { ...extra, id: `m-${extra.key}` });
}

const row = (
  rank: number,
  who: Person,
  group: string | null,
  [played, won, lost, pointDiff]: number[],
  reason: string,
): StandingRow => ({
  rank,
  entrantId: who.id,
  name: who.name,
  group,
  played: played!,
  won: won!,
  lost: lost!,
  pointDiff: pointDiff!,
  reason,
});

/**
 * Two groups of three, round 3 still to play. Group A: Kim beat Lee and Max,
 * Lee v Max is scheduled. Group B: Roy beat Ava, Ava beat Bo, Roy v Bo is
 * scheduled.
 */
export function roundRobinGroups(): { matches: Match[]; standings: StandingRow[] } {
  return {
    matches: [
      groupMatch('A', 1, KIM, LEE, 'a'),
      groupMatch('A', 2, MAX, KIM, 'b'),
      groupMatch('A', 3, LEE, MAX),
      groupMatch('B', 1, ROY, AVA, 'a'),
      groupMatch('B', 2, AVA, BO, 'a'),
      groupMatch('B', 3, BO, ROY),
    ],
    standings: [
      row(1, KIM, 'A', [2, 2, 0, 12], 'ahead of Lee on matches won (2 v 0)'),
      row(2, LEE, 'A', [1, 0, 1, -6], 'ahead of Max on rating (3.9 v 3.7)'),
      row(3, MAX, 'A', [1, 0, 1, -6], 'behind Lee on rating (3.9 v 3.7)'),
      row(1, ROY, 'B', [1, 1, 0, 6], 'ahead of Ava on head-to-head'),
      row(2, AVA, 'B', [2, 1, 1, 0], 'ahead of Bo on matches won (1 v 0)'),
      row(3, BO, 'B', [1, 0, 1, -6], 'behind Ava on matches won (1 v 0)'),
    ],
  };
}

/** A swiss match (keys like `SW-R1-M1`). */
function swissMatch(round: number, position: number, a: Person, b: Person, isWonByB = false) {
  const key = `SW-R${round}-M${position}`;
  return played(a, b, result(isWonByB), { stage: 'swiss', round, position, key, id: `m-${key}` });
}

/**
 * Five players after two Swiss rounds. Round 1: Kim beat Max, Lee beat Roy,
 * Ava's bye. Round 2: Kim beat Lee, Ava beat Max, Roy's bye (a bye counts as a
 * win). Kim and Ava both have two wins: Kim is ahead on Buchholz.
 */
export function swissRounds(): { matches: Match[]; standings: StandingRow[] } {
  return {
    matches: [
      swissMatch(1, 1, KIM, MAX),
      swissMatch(1, 2, LEE, ROY),
      swissMatch(2, 1, KIM, LEE),
      swissMatch(2, 2, MAX, AVA, true),
    ],
    standings: [
      row(1, KIM, null, [2, 2, 0, 12], 'ahead of Ava on Buchholz (1 v 0)'),
      row(2, AVA, null, [1, 2, 0, 6], 'ahead of Lee on matches won (2 v 1)'),
      row(3, LEE, null, [2, 1, 1, 0], 'ahead of Roy on Buchholz (3 v 1)'),
      row(4, ROY, null, [1, 1, 1, -6], 'ahead of Max on matches won (1 v 0)'),
      row(5, MAX, null, [2, 0, 2, -12], 'behind Roy on matches won (1 v 0)'),
    ],
  };
}
