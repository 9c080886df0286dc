import { describe, expect, it } from 'vitest';
import { eventTags, shortName } from './event-colours';

describe('event tags', () => {
  it('shortens an event to its initials and figures', () => {
    expect(shortName("Men's Doubles 3.5")).toBe('MD 3.5');
    expect(shortName("Women's Singles 50+")).toBe('WS 50+');
  });

  it.each([
    [
      ["Men's Doubles 3.5", 'Mixed Doubles 3.5', "Women's Singles open"],
      ['MeD 3.5', 'MiD 3.5', 'WSO'],
    ],
    [
      ["Men's Doubles 3.5", "Men's Doubles 4.0"],
      ['MD 3.5', 'MD 4.0'],
    ],
    [
      ['Open', 'Open'],
      ['O (1)', 'O (2)'],
    ],
  ])('gives each of %j its own tag', (names, tags) => {
    expect(eventTags(names)).toEqual(tags);
  });
});
