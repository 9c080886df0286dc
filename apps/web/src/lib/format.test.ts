import { describe, expect, it } from 'vitest';
import { dateInputToIso, formatDate, formatMoney, isoToDateInput } from './format';

describe('formatDate', () => {
  it.each([
    [new Date(2026, 2, 5), 'Mar 05, 2026'],
    [new Date(2025, 11, 31, 23, 59), 'Dec 31, 2025'],
    [new Date(2026, 0, 1).toISOString(), 'Jan 01, 2026'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %j', (input) => {
    expect(formatDate(input)).toBeNull();
  });
});

describe('date inputs', () => {
  it('sends the picked day as local midnight, which shows as the same day', () => {
    const iso = dateInputToIso('2026-06-15');
    expect(new Date(iso).getHours()).toBe(0);
    expect(formatDate(iso)).toBe('Jun 15, 2026');
    expect(isoToDateInput(iso)).toBe('2026-06-15');
  });

  it('leaves anything that is not a calendar day alone', () => {
    expect(dateInputToIso('')).toBe('');
    expect(isoToDateInput(null)).toBe('');
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [25, '$25'],
    [12.5, '$12.50'],
    [1500, '$1,500'],
    [null, '$0'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
