import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssuePerField } from './auth';
import {
  createTournamentInputSchema,
  editTournamentFormSchema,
  getTournamentRuleIssues,
  updateTournamentInputSchema,
} from './tournament';

const valid = {
  name: 'Spring Smash',
  category: 'men',
  type: 'singles',
  format: 'knockout',
  startDate: '2027-04-10',
  location: 'Austin, TX',
  maxParticipants: 16,
};

const errorsOf = (input: unknown, schema: z.ZodType = createTournamentInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error.issues);
};

describe('createTournamentInputSchema', () => {
  it('fills the spec defaults and drops what the server sets itself', () => {
    const parsed = createTournamentInputSchema.parse({
      ...valid,
      organizerId: 'someone-else',
      status: 'completed',
      currentParticipants: 99,
    });
    expect(parsed).toMatchObject({
      entryFee: 0,
      prizePool: 0,
      numGroups: 1,
      advanceCount: 1,
      knockoutEnabled: false,
    });
    expect(parsed).not.toHaveProperty('organizerId');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('currentParticipants');
  });

  it.each([
    '2028-02-29',
    '2030-12-31T23:59:59Z',
    '2030-06-01T09:30+02:00',
    '2030-06-01T09:30:15.250-05:00',
  ])('accepts the real date %s', (startDate) => {
    expect(errorsOf({ ...valid, startDate, endDate: null })).toEqual({});
  });

  it('keeps line breaks in a description but not in a name', () => {
    expect(createTournamentInputSchema.parse({ ...valid, description: 'a\nb' }).description).toBe(
      'a\nb',
    );
    expect(errorsOf({ ...valid, name: 'a\nb' }).name).toBe('Must not contain control characters');
  });

  it('strips tags from plain-text fields', () => {
    const parsed = createTournamentInputSchema.parse({
      ...valid,
      name: '<b>Spring</b> Smash',
      description: '<script>x</script>Fun',
    });
    expect(parsed.name).toBe('Spring Smash');
    expect(parsed.description).toBe('xFun');
  });

  it.each([
    ['name', { name: '  ' }, 'Tournament name is required'],
    ['location', { location: '' }, 'Location is required'],
    ['startDate', { startDate: '' }, 'Start date is required'],
    ['startDate', { startDate: 'soon' }, 'Please enter a valid date'],
    ['maxParticipants', { maxParticipants: 3 }, 'Minimum 4 participants required.'],
    ['maxParticipants', { maxParticipants: 129 }, 'Maximum 128 participants allowed.'],
    ['maxParticipants', { maxParticipants: 4.5 }, 'Please enter a whole number'],
    ['entryFee', { entryFee: -1 }, 'Entry fee cannot be negative.'],
    ['prizePool', { prizePool: -0.01 }, 'Prize pool cannot be negative.'],
    ['type', { type: 'triples' }, 'Please choose a tournament type'],
    ['category', { category: undefined }, 'Please choose a category'],
    ['format', { format: 'ladder' }, 'Please choose a format'],
    // Audit findings: dates the database cannot hold, and dates that do not exist.
    ['startDate', { startDate: '0000-01-01' }, 'Please enter a valid date'],
    ['startDate', { startDate: '1999-12-31' }, 'Please enter a valid date'],
    ['endDate', { endDate: '9999-12-31T23:59:59-14:00' }, 'Please enter a valid date'],
    ['startDate', { startDate: '2031-02-31' }, 'Please enter a valid date'],
    ['startDate', { startDate: '2030-01-01T24:00' }, 'Please enter a valid date'],
    ['startDate', { startDate: '2030-01-01T10:60' }, 'Please enter a valid date'],
    ['startDate', { startDate: '2030-01-01T10:00+15:00' }, 'Please enter a valid date'],
    ['startDate', { startDate: '2030-13-01' }, 'Please enter a valid date'],
    // Control characters never reach the database (a null byte made it answer 500).
    ['name', { name: 'Spring\u0000Smash' }, 'Must not contain control characters'],
    ['location', { location: 'Austin\u001b' }, 'Must not contain control characters'],
    ['description', { description: 'Fun\u0000' }, 'Must not contain control characters'],
    ['rules', { rules: '<p>a\u0000</p>' }, 'Must not contain control characters'],
    [
      'name',
      { name: '<<img src=x onerror=alert(1)>img src=x onerror=alert(1)>' },
      'Tournament name is required',
    ],
  ])('%s: %j gives %s', (field, patch, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it('refuses an end date before the start date', () => {
    expect(errorsOf({ ...valid, endDate: '2027-04-09' }).endDate).toBe(
      'End date cannot be before start date.',
    );
    expect(errorsOf({ ...valid, endDate: '2027-04-10' })).toEqual({});
    expect(errorsOf({ ...valid, endDate: '' })).toEqual({});
  });

  it('checks groups and advance count for round-robin only', () => {
    const rr = { ...valid, format: 'round-robin', maxParticipants: 8 };
    expect(errorsOf({ ...rr, numGroups: 0 }).numGroups).toBe('At least 1 group required.');
    expect(errorsOf({ ...rr, numGroups: 9 }).numGroups).toBe('Groups cannot exceed participants.');
    expect(
      errorsOf({ ...rr, numGroups: 3, knockoutEnabled: true, advanceCount: 0 }).advanceCount,
    ).toBe('Advance count must be at least 1.');
    // 8 players in 3 groups: groups of ceil(8/3) = 3.
    expect(errorsOf({ ...rr, numGroups: 3, knockoutEnabled: true, advanceCount: 3 })).toEqual({});
    expect(
      errorsOf({ ...rr, numGroups: 3, knockoutEnabled: true, advanceCount: 4 }).advanceCount,
    ).toBe('Advance count exceeds group size.');
    // Without the knockout stage the advance count is not read.
    expect(errorsOf({ ...rr, numGroups: 3, knockoutEnabled: false, advanceCount: 4 })).toEqual({});
  });
});

describe('updateTournamentInputSchema and the edit form', () => {
  it('accepts any subset, with the edit minimum of 2 participants', () => {
    expect(errorsOf({ rules: '<p>x</p>' }, updateTournamentInputSchema)).toEqual({});
    expect(errorsOf({ maxParticipants: 2 }, updateTournamentInputSchema)).toEqual({});
    expect(errorsOf({ maxParticipants: 1 }, updateTournamentInputSchema).maxParticipants).toBe(
      'Minimum 2 participants required.',
    );
  });

  it('keeps rules markup for the server sanitiser rather than stripping it', () => {
    expect(updateTournamentInputSchema.parse({ rules: '<h2>Hi</h2>' }).rules).toBe('<h2>Hi</h2>');
  });

  it('the edit form needs every field and applies the cross-field rules', () => {
    expect(Object.keys(errorsOf({}, editTournamentFormSchema))).toEqual(
      expect.arrayContaining(['name', 'location', 'startDate', 'maxParticipants']),
    );
    const form = {
      ...valid,
      entryFee: 0,
      prizePool: 0,
      numGroups: 1,
      knockoutEnabled: false,
      advanceCount: 1,
      scoringFormat: 'best-of-3-to-11',
      hasBronzeMatch: true,
      grandFinalReset: true,
      courtCount: 4,
      restMinutes: 15,
      scoreConfirmation: false,
      confirmationMinutes: null,
      timeZone: 'America/New_York',
      scoringSystem: 'rally',
      endDate: '2027-01-01',
    };
    expect(errorsOf(form, editTournamentFormSchema).endDate).toBe(
      'End date cannot be before start date.',
    );
  });
});

describe('getTournamentRuleIssues', () => {
  it('compares instants, so ISO date-times work as well as dates', () => {
    expect(
      getTournamentRuleIssues({
        format: 'knockout',
        startDate: '2027-04-10T09:00:00.000Z',
        endDate: new Date('2027-04-10T08:00:00.000Z'),
        maxParticipants: 8,
        numGroups: 1,
        knockoutEnabled: false,
        advanceCount: 1,
      }),
    ).toEqual([{ field: 'endDate', message: 'End date cannot be before start date.' }]);
  });
  it.each([
    ['double-elimination', 2, ['Double elimination needs at least 3 participants.']],
    ['double-elimination', 3, []],
    ['consolation', 2, []],
    ['knockout', 2, []],
  ] as const)('%s with %i places: %j', (format, maxParticipants, messages) => {
    const issues = getTournamentRuleIssues({
      format,
      startDate: '2027-04-10',
      maxParticipants,
      numGroups: 1,
      knockoutEnabled: false,
      advanceCount: 1,
    });
    expect(issues.map((i) => i.message)).toEqual(messages);
  });
});
