import { describe, expect, it } from 'vitest';
import { generateDoubleElimination } from './double-elimination';
import { decideResult, toBracketMatch } from './knockout-advance';
import { generateKnockout } from './knockout';
import { matchWinner } from './match-score';
import { SCORING_FORMATS } from './scoring';
import { isRatedResult, specialResultGames } from './special-result';
import type { SpecialResultKind } from './statuses';
import { roundRobinStandings } from './standings';
import { swissStandings } from './swiss-standings';
import { makeEntrants } from './test-helpers';
import type { GameScore, MatchResult, Side } from './types';

const BO3 = SCORING_FORMATS['best-of-3-to-11'];
const ONE_TO_15 = SCORING_FORMATS['one-game-to-15'];

describe('specialResultGames: the recorded score (decision 024)', () => {
  it.each<[string, SpecialResultKind, Side, GameScore[], [number, number][]]>([
    [
      'a walkover credits 11-0 per game needed',
      'walkover',
      'side2',
      [],
      [
        [0, 11],
        [0, 11],
      ],
    ],
    [
      'a forfeit before play is scored like a walkover',
      'forfeit',
      'side1',
      [],
      [
        [11, 0],
        [11, 0],
      ],
    ],
    [
      'a disqualification before play too',
      'disqualification',
      'side1',
      [],
      [
        [11, 0],
        [11, 0],
      ],
    ],
    // Rule 12.F retirement scoring: the retiring side keeps its points, the winner completes the game.
    [
      'a retirement at 10-5 for the retiring side',
      'retirement',
      'side2',
      [[10, 5]],
      [
        [10, 12],
        [0, 11],
      ],
    ],
    [
      'a retirement keeps a game the retiring side won',
      'retirement',
      'side2',
      [
        [11, 4],
        [3, 7],
      ],
      [
        [11, 4],
        [3, 11],
        [0, 11],
      ],
    ],
    [
      'a retirement in the deciding game',
      'retirement',
      'side1',
      [
        [11, 4],
        [9, 11],
        [12, 11],
      ],
      [
        [11, 4],
        [9, 11],
        [13, 11],
      ],
    ],
    [
      'a retirement between games',
      'retirement',
      'side1',
      [[11, 4]],
      [
        [11, 4],
        [11, 0],
      ],
    ],
    [
      'a forfeit imposed during play follows retirement scoring',
      'forfeit',
      'side1',
      [[2, 6]],
      [
        [11, 6],
        [11, 0],
      ],
    ],
  ])('%s', (_, kind, winner, soFar, recorded) => {
    expect(specialResultGames(kind, winner, soFar, BO3)).toEqual(recorded);
    expect(matchWinner(recorded, BO3)).toBe(winner);
  });

  it('uses the format: one game to 15', () => {
    expect(specialResultGames('walkover', 'side1', [], ONE_TO_15)).toEqual([[15, 0]]);
    expect(specialResultGames('retirement', 'side2', [[14, 13]], ONE_TO_15)).toEqual([[14, 16]]);
  });

  it.each<[string, SpecialResultKind, GameScore[]]>([
    ['a walkover with games', 'walkover', [[3, 2]]],
    [
      'games that already decide the match',
      'retirement',
      [
        [11, 4],
        [11, 5],
      ],
    ],
    ['an illegal game', 'retirement', [[15, 3]]],
  ])('refuses %s', (_, kind, soFar) => {
    expect(() => specialResultGames(kind, 'side1', soFar, BO3)).toThrow(
      expect.objectContaining({ code: 'INVALID_RESULT' }),
    );
  });

  it('rates a retirement and a normal result only', () => {
    expect(
      [null, 'retirement', 'walkover', 'forfeit', 'disqualification'].map((k) =>
        isRatedResult(k as SpecialResultKind | null),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('special results advance brackets like any decided result', () => {
  it.each<SpecialResultKind>(['walkover', 'retirement', 'forfeit', 'disqualification'])(
    'knockout: a %s sends the winner on',
    (kind) => {
      const bracket = generateKnockout(makeEntrants(4)).matches.map((m) => toBracketMatch(m));
      const games = specialResultGames(kind, 'side2', kind === 'walkover' ? [] : [[4, 2]], BO3);
      const changes = decideResult(bracket, 'KO-R1-M1', matchWinner(games, BO3)!);
      expect(changes.winnerId).toBe('p4');
      expect(changes.fills).toContainEqual({ key: 'KO-R2-M1', slot: 0, entrantId: 'p4' });
      // A semifinal's loser still goes to the bronze match.
      expect(changes.fills).toContainEqual({ key: 'KO-BRONZE', slot: 0, entrantId: 'p1' });
    },
  );

  it.each<SpecialResultKind>(['walkover', 'retirement', 'forfeit', 'disqualification'])(
    'double elimination: a %s drops the loser into the losers bracket',
    (kind) => {
      const bracket = generateDoubleElimination(makeEntrants(4)).matches.map((m) =>
        toBracketMatch(m),
      );
      const games = specialResultGames(kind, 'side1', [], BO3);
      const changes = decideResult(bracket, 'WB-R1-M1', matchWinner(games, BO3)!);
      expect(changes.fills.map((f) => f.entrantId)).toEqual(['p1', 'p4']);
      expect(changes.fills[1]!.key).toMatch(/^LB-/);
    },
  );
});

/** `a` beats `b` by `kind`, as the server hands the recorded result to standings. */
const special = (a: string, b: string, kind: SpecialResultKind, soFar: GameScore[] = []) => ({
  sides: [a, b] as const,
  games: specialResultGames(kind, 'side1', soFar, BO3),
  winner: 'side1' as const,
});
const win = (a: string, b: string, ...games: GameScore[]): MatchResult => ({
  sides: [a, b],
  games,
  winner: 'side1',
});

describe('standings count a special result as a win on its recorded score', () => {
  const entrants = makeEntrants(4, 'x');
  it('round robin: a withdrawal mid-group gives walkovers to those left to play', () => {
    // x4 played x1 and retired against x2, then withdrew: x3's match is a walkover.
    const results = [
      win('x1', 'x4', [11, 9], [11, 9]),
      special('x2', 'x4', 'retirement', [[6, 8]]),
      special('x3', 'x4', 'walkover'),
      special('x1', 'x2', 'disqualification'),
      win('x3', 'x1', [11, 5], [11, 5]),
      win('x2', 'x3', [11, 9], [11, 9]),
    ];
    const rows = roundRobinStandings(entrants, results);
    // Retirement at 6-8 is recorded 11-8, 11-0; the walkover and the DQ 11-0, 11-0.
    expect(rows.map((r) => [r.entrantId, r.won, r.lost, r.pointDiff])).toEqual([
      ['x3', 2, 1, 22 + 12 - 4],
      ['x1', 2, 1, 4 + 22 - 12],
      ['x2', 2, 1, 14 - 22 + 4],
      ['x4', 0, 3, -4 - 14 - 22],
    ]);
  });

  it('swiss: a forfeit counts a win and its points', () => {
    const rows = swissStandings(
      entrants,
      [special('x4', 'x1', 'forfeit'), win('x2', 'x3', [11, 9], [11, 9])],
      [],
    );
    expect(rows[0]).toMatchObject({ entrantId: 'x4', wins: 1, pointDiff: 22 });
    expect(rows.at(-1)).toMatchObject({ entrantId: 'x1', wins: 0, pointDiff: -22 });
  });
});
