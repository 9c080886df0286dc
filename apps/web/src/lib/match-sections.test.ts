import { describe, expect, it } from 'vitest';
import { matchSections, type RoundedMatch } from './match-sections';

const at = (stage: RoundedMatch['stage'], round: number, position = 1): RoundedMatch => ({
  stage,
  group: null,
  round,
  position,
});

describe('matchSections', () => {
  it("orders a double elimination's winners' rounds, losers' rounds, then the grand final", () => {
    const sections = matchSections([
      at('grand-final', 2),
      at('losers', 2),
      at('winners', 2),
      at('grand-final', 1),
      at('losers', 1),
      at('winners', 1, 2),
      at('winners', 1),
    ]);
    expect(sections.map((s) => [s.title, s.matches.length])).toEqual([
      ["Winners' Semifinals", 2],
      ["Winners' Final", 1],
      ["Losers' Round 1", 1],
      ["Losers' Final", 1],
      ['Grand Final', 1],
      ['Grand Final, if necessary', 1],
    ]);
  });

  it('puts the consolation rounds after the knockout, its last one for bronze', () => {
    const sections = matchSections([
      at('consolation', 2),
      at('knockout', 2),
      at('consolation', 1),
      at('knockout', 1),
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      'Semifinals',
      'Final',
      'Consolation Round 1',
      'Consolation Final (bronze)',
    ]);
  });
});
