import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTeamName, pairTeamsByRating } from './teams';

const player = (id: string, rating: number | null) => ({ id, name: `${id} Surname`, rating });

describe('pairTeamsByRating', () => {
  it('pairs the strongest with the weakest', () => {
    const { teams, unpaired } = pairTeamsByRating([
      player('c', 3.0),
      player('a', 5.0),
      player('d', 2.5),
      player('b', 4.0),
    ]);
    expect(teams.map((t) => t.playerIds)).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(teams[0]!.name).toBe('a & d');
    expect(unpaired).toEqual([]);
  });

  it('counts unrated players as the weakest and leaves the middle player of an odd count', () => {
    const { teams, unpaired } = pairTeamsByRating([
      player('x', null),
      player('a', 4.5),
      player('m', 3.5),
    ]);
    expect(teams.map((t) => t.playerIds)).toEqual([['a', 'x']]);
    expect(unpaired.map((p) => p.id)).toEqual(['m']);
  });

  it('puts every player in at most one team and makes the team sums as even as the sort allows', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 20, max: 80 }), { minLength: 0, maxLength: 40 }),
        (ratings) => {
          const players = ratings.map((r, i) => player(`p${i}`, r / 10));
          const { teams, unpaired } = pairTeamsByRating(players);
          const ids = [...teams.flatMap((t) => t.playerIds), ...unpaired.map((p) => p.id)];
          expect(new Set(ids).size).toBe(players.length);
          expect(teams).toHaveLength(Math.floor(players.length / 2));
          const sums = teams.map((t) =>
            t.playerIds.reduce((s, id) => s + players.find((p) => p.id === id)!.rating!, 0),
          );
          // Strongest-with-weakest: the spread of team strengths never exceeds the spread of
          // the strongest and weakest player ratings.
          if (sums.length > 1) {
            const spread = Math.max(...sums) - Math.min(...sums);
            const rs = players.map((p) => p.rating!);
            expect(spread).toBeLessThanOrEqual(Math.max(...rs) - Math.min(...rs) + 1e-9);
          }
        },
      ),
    );
  });
});

describe('defaultTeamName', () => {
  it('joins the first names', () => {
    expect(defaultTeamName({ name: 'Alex Kim' }, { name: '  Sam ' })).toBe('Alex & Sam');
  });
});
