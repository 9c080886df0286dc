import { z } from 'zod';
import {
  COURT_COUNT_MAX,
  DOUBLE_ELIMINATION_MIN_ENTRANTS,
  EDIT_MIN_PARTICIPANTS,
  REST_MINUTES_MAX,
  CONFIRMATION_MINUTES_MAX,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  RULES_MAX_LENGTH,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_DEFAULTS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_TYPES,
  TOURNAMENT_YEAR_MAX,
  TOURNAMENT_YEAR_MIN,
  type TournamentFormat,
} from '../constants';
import { SCORING_FORMAT_NAMES, SCORING_SYSTEMS } from '../domain/competition/scoring';
import { canonicalTimeZone, isValidTimeZone } from '../time/zones';
import {
  ageBoundSchema,
  rangeIssues,
  type EligibilityBounds,
  maxEventsPerPlayerSchema,
  ratingBoundSchema,
  timeOfDaySchema,
} from './event-fields';
import { plainText } from './plain-text';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './sanitize';

/** Validation messages of spec section 5 ("Create tournament", "Edit tournament"), written once. */
export const TOURNAMENT_FIELD_MESSAGES = {
  nameRequired: /*i18n*/ 'Tournament name is required',
  nameTooLong: /*i18n*/ 'Tournament name must be less than 100 characters',
  locationRequired: /*i18n*/ 'Location is required',
  typeRequired: /*i18n*/ 'Please choose a tournament type',
  categoryRequired: /*i18n*/ 'Please choose a category',
  formatRequired: /*i18n*/ 'Please choose a format',
  startDateRequired: /*i18n*/ 'Start date is required',
  dateInvalid: /*i18n*/ 'Please enter a valid date',
  endBeforeStart: /*i18n*/ 'End date cannot be before start date.',
  timeZoneInvalid:
    /*i18n*/ 'Choose a time zone from the list (an IANA name such as America/New_York)',
  minParticipants: /*i18n*/ 'Minimum 4 participants required.',
  editMinParticipants: /*i18n*/ 'Minimum 2 participants required.',
  maxParticipants: /*i18n*/ 'Maximum 128 participants allowed.',
  doubleEliminationMin: `Double elimination needs at least ${DOUBLE_ELIMINATION_MIN_ENTRANTS} participants.`,
  wholeNumber: /*i18n*/ 'Please enter a whole number',
  number: /*i18n*/ 'Please enter a number',
  entryFeeNegative: /*i18n*/ 'Entry fee cannot be negative.',
  prizePoolNegative: /*i18n*/ 'Prize pool cannot be negative.',
  amountTooLarge: /*i18n*/ 'Amount is too large',
  groupsMin: /*i18n*/ 'At least 1 group required.',
  groupsExceed: /*i18n*/ 'Groups cannot exceed participants.',
  advanceMin: /*i18n*/ 'Advance count must be at least 1.',
  advanceExceeds: /*i18n*/ 'Advance count exceeds group size.',
  scoringFormatRequired: /*i18n*/ 'Please choose a scoring format',
  scoringSystemRequired: /*i18n*/ 'Please choose rally or side-out scoring',
  courtsMin: /*i18n*/ 'At least 1 court required.',
  courtsMax: `At most ${COURT_COUNT_MAX} courts`,
  restNegative: /*i18n*/ 'Rest cannot be negative.',
  restMax: `At most ${REST_MINUTES_MAX} minutes`,
  confirmationMin: /*i18n*/ 'At least 1 minute',
  confirmationMax: `At most ${CONFIRMATION_MINUTES_MAX} minutes`,
  descriptionTooLong: /*i18n*/ 'Description must be less than 2000 characters',
  rulesTooLong: `Rules must be less than ${RULES_MAX_LENGTH} characters`,
} as const;
const M = TOURNAMENT_FIELD_MESSAGES;

const MAX_AMOUNT_DOLLARS = 1_000_000;

const requiredText = (required: string, max: number, tooLong: string) =>
  plainText({ required, max, tooLong });

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/**
 * A calendar date (YYYY-MM-DD, what a date input gives) or an ISO date-time
 * that names a real moment: no 31 February, no 24:00, offsets within ±14:00,
 * and a year between TOURNAMENT_YEAR_MIN and TOURNAMENT_YEAR_MAX (a date the
 * database and every browser can hold). Nothing is rolled over.
 */
export function isValidTournamentDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', , offH = '0', offM = '0'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < TOURNAMENT_YEAR_MIN || year > TOURNAMENT_YEAR_MAX) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59) return false;
  if (Number(offH) > 14 || Number(offM) > 59) return false;
  return !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

/**
 * A tournament day: a calendar date, 'YYYY-MM-DD' (decision 017). A client that sends a date-time
 * keeps the date it wrote ('2026-11-26T05:00:00Z' is 26 November): a day never moves with a zone.
 */
const dateString = (required: string) =>
  z
    .string({ error: required })
    .max(40, M.dateInvalid)
    .trim()
    .min(1, required)
    .refine(isValidTournamentDate, { message: M.dateInvalid })
    .transform((value) => value.slice(0, 10));

/** The venue's IANA time zone, stored under the name Intl knows it by. */
export const timeZoneSchema = z
  .string({ error: M.timeZoneInvalid })
  .max(64, M.timeZoneInvalid)
  .refine(isValidTimeZone, { message: M.timeZoneInvalid })
  .transform((value) => canonicalTimeZone(value) ?? value)
  .describe("The venue's IANA time zone; by default the organizer's profile zone");

export const wholeNumber = () => z.number({ error: M.number }).int(M.wholeNumber);

const amount = (negative: string) =>
  z.number({ error: M.number }).min(0, negative).max(MAX_AMOUNT_DOLLARS, M.amountTooLarge);

/** The fields the cross-field rules read. */
export interface TournamentRuleFields extends EligibilityBounds {
  format: TournamentFormat;
  startDate: string | Date;
  endDate?: string | Date | null;
  maxParticipants: number;
  numGroups: number;
  knockoutEnabled: boolean;
  advanceCount: number;
}

/** Players per group: the ceiling of participants divided by groups (spec section 5). */
export const groupSize = (maxParticipants: number, numGroups: number): number =>
  Math.ceil(maxParticipants / Math.max(1, numGroups));

/**
 * The cross-field rules of spec section 5: the end date is not before the start;
 * for round-robin the groups fit the participants, and with the knockout stage
 * enabled the advance count fits a group. A double elimination takes at least
 * `DOUBLE_ELIMINATION_MIN_ENTRANTS` (decision 023); the edit form allows fewer otherwise.
 */
export function getTournamentRuleIssues(
  t: TournamentRuleFields,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (t.endDate && new Date(t.endDate).getTime() < new Date(t.startDate).getTime()) {
    issues.push({ field: 'endDate', message: M.endBeforeStart });
  }
  if (t.format === 'round-robin') {
    if (t.numGroups > t.maxParticipants)
      issues.push({ field: 'numGroups', message: M.groupsExceed });
    if (t.knockoutEnabled && t.advanceCount > groupSize(t.maxParticipants, t.numGroups)) {
      issues.push({ field: 'advanceCount', message: M.advanceExceeds });
    }
  }
  if (t.format === 'double-elimination' && t.maxParticipants < DOUBLE_ELIMINATION_MIN_ENTRANTS) {
    issues.push({ field: 'maxParticipants', message: M.doubleEliminationMin });
  }
  issues.push(...rangeIssues(t));
  return issues;
}

/** Each field's schema, shared with the events' (validation/event.ts). */
export const fields = {
  name: requiredText(M.nameRequired, 100, M.nameTooLong),
  description: plainText({
    max: 2000,
    tooLong: M.descriptionTooLong,
    isMultiline: true,
  }).optional(),
  category: z.enum(TOURNAMENT_CATEGORIES, { error: M.categoryRequired }),
  type: z.enum(TOURNAMENT_TYPES, { error: M.typeRequired }),
  format: z.enum(TOURNAMENT_FORMATS, { error: M.formatRequired }),
  startDate: dateString(M.startDateRequired),
  endDate: z
    .string({ error: M.dateInvalid })
    .max(40, M.dateInvalid)
    .trim()
    .refine((v) => v === '' || isValidTournamentDate(v), { message: M.dateInvalid })
    .transform((value) => value.slice(0, 10))
    .nullable()
    .optional(),
  timeZone: timeZoneSchema,
  location: requiredText(
    M.locationRequired,
    200,
    /*i18n*/ 'Location must be less than 200 characters',
  ),
  maxParticipants: wholeNumber()
    .min(MIN_PARTICIPANTS, M.minParticipants)
    .max(MAX_PARTICIPANTS, M.maxParticipants),
  entryFee: amount(M.entryFeeNegative),
  prizePool: amount(M.prizePoolNegative),
  rules: z
    .string()
    .max(RULES_MAX_LENGTH, M.rulesTooLong)
    .refine((v) => !hasControlCharacters(v, { isMultiline: true }), CONTROL_CHARACTERS_MESSAGE)
    .optional(),
  numGroups: wholeNumber().min(1, M.groupsMin).max(MAX_PARTICIPANTS, M.groupsExceed),
  knockoutEnabled: z.boolean(),
  advanceCount: wholeNumber().min(1, M.advanceMin).max(MAX_PARTICIPANTS, M.advanceExceeds),
  /** Beyond the spec (ARCHITECTURE.md section 6): the rule 12.B preset, the bronze match, scheduling. */
  scoringFormat: z.enum(SCORING_FORMAT_NAMES, { error: M.scoringFormatRequired }),
  scoringSystem: z.enum(SCORING_SYSTEMS, { error: M.scoringSystemRequired }),
  hasBronzeMatch: z.boolean(),
  /** Double elimination: the "if necessary" second grand final (rule 12.C.3); off for one. */
  grandFinalReset: z.boolean(),
  courtCount: wholeNumber().min(1, M.courtsMin).max(COURT_COUNT_MAX, M.courtsMax),
  restMinutes: wholeNumber().min(0, M.restNegative).max(REST_MINUTES_MAX, M.restMax),
  /** Decision 027: a player's own deciding score awaits the other side or the desk. */
  scoreConfirmation: z.boolean(),
  /** Minutes after which an unconfirmed score confirms itself; null: never. */
  confirmationMinutes: wholeNumber()
    .min(1, M.confirmationMin)
    .max(CONFIRMATION_MINUTES_MAX, M.confirmationMax)
    .nullable(),
  /** Signed-out spectators may watch it (decision 014); on unless the owner switches it off. */
  isPublic: z.boolean(),
  /** When check-in opens (decision 025), an ISO date-time; null: check-in is not used. */
  checkInOpensAt: z.iso
    .datetime({ offset: true, error: M.dateInvalid })
    .refine(isValidTournamentDate, { message: M.dateInvalid })
    .nullable()
    .optional(),
  /** Eligibility of the tournament's first event (decision 034); null: open to all. */
  minRating: ratingBoundSchema.nullable(),
  maxRating: ratingBoundSchema.nullable(),
  minAge: ageBoundSchema.nullable(),
  maxAge: ageBoundSchema.nullable(),
  /** The day ('YYYY-MM-DD') and venue time ('HH:MM') an event's first match is due. */
  eventDay: dateString(M.dateInvalid).nullable(),
  eventStartTime: timeOfDaySchema.nullable(),
  /** The tournament's limit on the events one player enters; null: no limit. */
  maxEventsPerPlayer: maxEventsPerPlayerSchema.nullable(),
  /** When the venue closes ('HH:MM', venue time); the day planner warns past it. */
  closingTime: timeOfDaySchema.nullable(),
};

const addRuleIssues = (value: TournamentRuleFields, ctx: z.RefinementCtx) => {
  for (const { field, message } of getTournamentRuleIssues(value)) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
};

/**
 * POST /api/tournaments body and the Create Tournament form. Anything else the
 * client sends (organizerId, status, currentParticipants...) is dropped: the
 * server sets those itself.
 */
export const createTournamentInputSchema = z
  .object({
    ...fields,
    /** Without one, the organizer's profile zone (the server fills it in). */
    timeZone: fields.timeZone.optional(),
    entryFee: fields.entryFee.default(TOURNAMENT_DEFAULTS.entryFee),
    prizePool: fields.prizePool.default(TOURNAMENT_DEFAULTS.prizePool),
    numGroups: fields.numGroups.default(TOURNAMENT_DEFAULTS.numGroups),
    knockoutEnabled: fields.knockoutEnabled.default(false),
    advanceCount: fields.advanceCount.default(TOURNAMENT_DEFAULTS.advanceCount),
    scoringFormat: fields.scoringFormat.default(TOURNAMENT_DEFAULTS.scoringFormat),
    scoringSystem: fields.scoringSystem.default(TOURNAMENT_DEFAULTS.scoringSystem),
    hasBronzeMatch: fields.hasBronzeMatch.default(TOURNAMENT_DEFAULTS.hasBronzeMatch),
    grandFinalReset: fields.grandFinalReset.default(TOURNAMENT_DEFAULTS.grandFinalReset),
    courtCount: fields.courtCount.default(TOURNAMENT_DEFAULTS.courtCount),
    restMinutes: fields.restMinutes.default(TOURNAMENT_DEFAULTS.restMinutes),
    scoreConfirmation: fields.scoreConfirmation.default(TOURNAMENT_DEFAULTS.scoreConfirmation),
    confirmationMinutes: fields.confirmationMinutes.default(
      TOURNAMENT_DEFAULTS.confirmationMinutes,
    ),
    isPublic: fields.isPublic.default(true),
    minRating: fields.minRating.optional(),
    maxRating: fields.maxRating.optional(),
    minAge: fields.minAge.optional(),
    maxAge: fields.maxAge.optional(),
    eventDay: fields.eventDay.optional(),
    eventStartTime: fields.eventStartTime.optional(),
    maxEventsPerPlayer: fields.maxEventsPerPlayer.optional(),
    closingTime: fields.closingTime.optional(),
  })
  .superRefine(addRuleIssues);
export type CreateTournamentInput = z.input<typeof createTournamentInputSchema>;
export type CreateTournamentData = z.output<typeof createTournamentInputSchema>;

/**
 * PUT /api/tournaments/{id} body: any subset of the fields. The edit form allows
 * as few as 2 participants; the cross-field rules are checked by the server
 * against the merged tournament (and by the edit form on its whole state).
 */
export const updateTournamentInputSchema = z
  .object({
    ...fields,
    maxParticipants: wholeNumber()
      .min(EDIT_MIN_PARTICIPANTS, M.editMinParticipants)
      .max(MAX_PARTICIPANTS, M.maxParticipants),
  })
  .partial();
export type UpdateTournamentInput = z.input<typeof updateTournamentInputSchema>;
export type UpdateTournamentData = z.output<typeof updateTournamentInputSchema>;

/** The edit form: every field present, the edit limits, the cross-field rules. */
export const editTournamentFormSchema = updateTournamentInputSchema
  .required({
    name: true,
    category: true,
    type: true,
    format: true,
    startDate: true,
    timeZone: true,
    location: true,
    maxParticipants: true,
    entryFee: true,
    prizePool: true,
    numGroups: true,
    knockoutEnabled: true,
    advanceCount: true,
    scoringFormat: true,
    scoringSystem: true,
    hasBronzeMatch: true,
    grandFinalReset: true,
    courtCount: true,
    restMinutes: true,
    scoreConfirmation: true,
    confirmationMinutes: true,
  })
  .superRefine(addRuleIssues);
export type EditTournamentForm = z.input<typeof editTournamentFormSchema>;
