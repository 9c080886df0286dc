import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_FORMAT,
  SCORING_FORMATS,
} from '@courtside/shared/domain/competition/scoring';
import { KIM, LEE, match } from '@/test/match-fixtures';
import {
  draftFromMatch,
  gamesFromDraft,
  initialSetCount,
  isAcceptedPoints,
  scoreFormSchema,
  scoreInputMax,
  toPoints,
} from './score-draft';

describe('score entry (spec section 5)', () => {
  it.each([
    ['11', 11],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['25', 21],
    ['7.9', 7],
    [' 9 ', 9],
  ])('reads %j as %i points', (text, points) => expect(toPoints(text)).toBe(points));

  it('sends only the chosen number of sets', () => {
    const draft: [string, string][] = [
      ['11', '4'],
      ['x', '11'],
      ['9', '9'],
    ];
    expect(gamesFromDraft(draft, 2)).toEqual([
      [11, 4],
      [0, 11],
    ]);
  });

  it('starts from the games played, or the two a best of 3 needs', () => {
    const fresh = match(KIM, LEE);
    expect(initialSetCount(fresh, DEFAULT_SCORING_FORMAT)).toBe(2);
    expect(draftFromMatch(fresh, DEFAULT_SCORING_FORMAT)).toEqual([
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
    const three = match(KIM, LEE, { score: { player1: [11, 5, 3], player2: [5, 11, 2] } });
    expect(initialSetCount(three, DEFAULT_SCORING_FORMAT)).toBe(3);
  });

  it('takes the spec 21 points for games to 11, the target + 10 for games to 15 or 21', () => {
    expect(scoreInputMax(DEFAULT_SCORING_FORMAT)).toBe(21);
    expect(scoreInputMax(SCORING_FORMATS['best-of-3-to-15'])).toBe(25);
    expect(scoreInputMax(SCORING_FORMATS['one-game-to-21'])).toBe(31);
    expect(isAcceptedPoints('25', 21)).toBe(false);
    expect(isAcceptedPoints('25', 31)).toBe(true);
    expect(isAcceptedPoints('', 21)).toBe(true);
    expect(toPoints('23', scoreInputMax(SCORING_FORMATS['one-game-to-21']))).toBe(23);
    expect(gamesFromDraft([['23', '21']], 1, 99)).toEqual([[23, 21]]);
  });
});

describe("the score form schema (the server's rules on what will be sent)", () => {
  const messagesOf = (isCorrection: boolean, setCount: number, draft: [string, string][]) => {
    const result = scoreFormSchema(DEFAULT_SCORING_FORMAT, isCorrection).safeParse({
      setCount,
      draft,
    });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
  };

  it("gives the request body's score of the chosen sets", () => {
    const result = scoreFormSchema(DEFAULT_SCORING_FORMAT, false).parse({
      setCount: 1,
      draft: [
        ['11', '8'],
        ['3', ''],
      ],
    });
    expect(result).toEqual({ score: { player1: [11], player2: [8] } });
  });

  it.each([
    [
      false,
      2,
      [
        ['5', '3'],
        ['1', '0'],
      ],
      ['Game 1 (5-3) is not finished.'],
    ],
    // Game 2 not begun (0-0) is not sent: 5-3 in game 1 is the match in progress.
    [
      false,
      2,
      [
        ['5', '3'],
        ['0', '0'],
      ],
      [],
    ],
    [
      false,
      3,
      [
        ['15', '3'],
        ['11', '2'],
        ['2', '0'],
      ],
      [
        'Game 1 (15-3) is not a possible final score of a game to 11, win by 2.',
        'Game 3 (2-0) comes after the match was decided.',
      ],
    ],
    [
      true,
      2,
      [
        ['11', '5'],
        ['7', '11'],
      ],
      ['A corrected result must decide the match'],
    ],
    [
      true,
      2,
      [
        ['11', '5'],
        ['11', '7'],
      ],
      [],
    ],
  ] as const)(
    'correction %s, %i sets of %j: %j, all on the score',
    (isCorrection, setCount, draft, messages) => {
      expect(
        messagesOf(
          isCorrection,
          setCount,
          draft.map(([a, b]) => [a, b]),
        ),
      ).toEqual(messages.map((message) => [['draft'], message]));
    },
  );
});
