import type { CreateTournamentData } from '@courtside/shared/validation/tournament';
import type { tournaments } from '../../db/schema';
import { sanitizeRules } from '../../lib/sanitize-rules';

type TournamentInsert = typeof tournaments.$inferInsert;

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Rules as stored: allowlisted HTML, or null when no text is left. */
export const storedRules = (rules: string | undefined | null) =>
  rules ? sanitizeRules(rules) || null : null;

/**
 * Form values (dollars, date strings, empty strings) to column values. Groups
 * and the knockout stage only mean something for round-robin; other formats
 * store the defaults so later stages never read stale numbers.
 */
export function toTournamentColumns(
  input: Partial<CreateTournamentData>,
  format: CreateTournamentData['format'],
): Partial<TournamentInsert> {
  const values: Partial<TournamentInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description || null;
  if (input.category !== undefined) values.category = input.category;
  if (input.type !== undefined) values.type = input.type;
  if (input.format !== undefined) values.format = input.format;
  if (input.startDate !== undefined) values.startDate = input.startDate;
  if (input.endDate !== undefined) values.endDate = input.endDate || null;
  if (input.timeZone !== undefined) values.timeZone = input.timeZone;
  if (input.location !== undefined) values.location = input.location;
  if (input.maxParticipants !== undefined) values.maxParticipants = input.maxParticipants;
  if (input.entryFee !== undefined) values.entryFeeCents = toCents(input.entryFee);
  if (input.prizePool !== undefined) values.prizePoolCents = toCents(input.prizePool);
  if (input.rules !== undefined) values.rules = storedRules(input.rules);
  if (input.numGroups !== undefined) values.numGroups = input.numGroups;
  if (input.knockoutEnabled !== undefined) values.knockoutEnabled = input.knockoutEnabled;
  if (input.advanceCount !== undefined) values.advanceCount = input.advanceCount;
  if (input.scoringFormat !== undefined) values.scoringFormat = input.scoringFormat;
  if (input.scoringSystem !== undefined) values.scoringSystem = input.scoringSystem;
  if (input.hasBronzeMatch !== undefined) values.hasBronzeMatch = input.hasBronzeMatch;
  if (input.grandFinalReset !== undefined) values.grandFinalReset = input.grandFinalReset;
  if (input.courtCount !== undefined) values.courtCount = input.courtCount;
  if (input.restMinutes !== undefined) values.restMinutes = input.restMinutes;
  if (input.scoreConfirmation !== undefined) values.scoreConfirmation = input.scoreConfirmation;
  if (input.confirmationMinutes !== undefined) {
    values.confirmationMinutes = input.confirmationMinutes;
  }
  if (input.isPublic !== undefined) values.isPublic = input.isPublic;
  if (input.checkInOpensAt !== undefined) {
    values.checkInOpensAt = input.checkInOpensAt ? new Date(input.checkInOpensAt) : null;
  }
  if (input.minRating !== undefined) values.minRating = input.minRating;
  if (input.maxRating !== undefined) values.maxRating = input.maxRating;
  if (input.minAge !== undefined) values.minAge = input.minAge;
  if (input.maxAge !== undefined) values.maxAge = input.maxAge;
  if (input.eventDay !== undefined) values.eventDay = input.eventDay;
  if (input.eventStartTime !== undefined) values.eventStartTime = input.eventStartTime;
  if (input.maxEventsPerPlayer !== undefined) values.maxEventsPerPlayer = input.maxEventsPerPlayer;
  if (input.closingTime !== undefined) values.closingTime = input.closingTime;
  if (format !== 'round-robin') {
    values.numGroups = 1;
    values.knockoutEnabled = false;
    values.advanceCount = 1;
  }
  return values;
}
