import { describe, expect, it } from 'vitest';
import { elapsedText } from './elapsed';

describe('elapsedText', () => {
  const from = '2027-05-01T14:00:00.000Z';
  const at = (minutes: number) => Date.parse(from) + minutes * 60_000;
  it.each([
    [0.5, 'under a minute'],
    [-3, 'under a minute'],
    [12, '12 min'],
    [65, '1 h 05 min'],
  ])('%s minutes reads %s', (minutes, text) => {
    expect(elapsedText(from, at(minutes))).toBe(text);
  });
});
