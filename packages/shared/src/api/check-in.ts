import { z } from 'zod';
import { TOURNAMENT_STATUSES } from '../constants';
import { searchText } from '../validation/plain-text';
import { userSummarySchema } from './match';

/** Texts of check-in and the desk (issue 27, decision 025), written once. */
export const CHECK_IN_MESSAGES = {
  onlyDesk: /*i18n*/ 'Only the organizer and desk staff of this tournament can do that',
  deskStaffAdded: /*i18n*/ 'Desk staff added',
  deskStaffRemoved: /*i18n*/ 'Desk staff removed',
  deskStaffIsOrganizer: /*i18n*/ 'The organizer is always at the desk',
  checkedIn: /*i18n*/ 'Checked in',
  checkInUndone: /*i18n*/ 'Check-in undone',
  notUsed: /*i18n*/ 'This tournament does not use check-in',
  closed: /*i18n*/ 'Check-in is closed: this tournament is completed',
  notRegistered: /*i18n*/ 'You are not registered for this tournament',
  notAPlayer: /*i18n*/ 'This player is not registered for this tournament',
  unknownTicket: /*i18n*/ 'No ticket has that code: ask the player to open their ticket again',
  ticketNotDesk: /*i18n*/ 'Only the desk of this tournament can check in this ticket',
  withdrawNoShowsOnlyUpcoming:
    /*i18n*/ 'No-shows can be withdrawn only before the tournament starts',
  withdrawNoShowsNeedsCheckIn: /*i18n*/ 'Set when check-in opens before withdrawing no-shows',
  // Web toasts.
  loadFailed: /*i18n*/ 'Failed to load check-in',
  checkInFailed: /*i18n*/ 'Failed to check in',
  undoFailed: /*i18n*/ 'Failed to undo the check-in',
  withdrawNoShowsFailed: /*i18n*/ 'Failed to withdraw no-shows',
  ticketFailed: /*i18n*/ 'Failed to load your ticket',
} as const;

/** 409 before the window: "Check-in opens at 2026-11-27 09:00 UTC". */
export const checkInNotOpenMessage = (opensAt: Date) =>
  `Check-in has not opened yet: it opens at ${opensAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** After a QR scan: "Checked in: Ann Lee". */
export const checkedInAsMessage = (name: string) => `Checked in: ${name}`;

/** After withdrawing no-shows: "3 no-shows withdrawn, 1 waitlisted player moved up". */
export const noShowsWithdrawnMessage = (withdrawn: number, promoted: number) =>
  `${withdrawn} ${withdrawn === 1 ? 'no-show' : 'no-shows'} withdrawn` +
  (promoted > 0
    ? `, ${promoted} waitlisted ${promoted === 1 ? 'player' : 'players'} moved up`
    : '');

/** 409 on Start while check-in is used and someone is missing (decision 025). */
export const notCheckedInMessage = (names: string[]) =>
  `Not checked in: ${names.join(', ')}. Check them in or withdraw the no-shows before starting.`;

/** "12 of 16 checked in". */
export const checkedInCountText = (checkedIn: number, total: number) =>
  `${checkedIn} of ${total} checked in`;

export const deskStaffResponseSchema = z.object({
  data: z.object({ deskStaff: z.array(userSummarySchema) }),
  message: z.string().optional(),
});
export const deskStaffInputSchema = z.object({ userId: z.string().max(64) });

/** A registered player as the desk sees them. */
export const checkInPlayerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  checkedInAt: z.string().nullable(),
});
export type CheckInPlayer = z.infer<typeof checkInPlayerSchema>;

/** An entrant (a player, or a doubles team: checked in when both members are). */
export const checkInEntrantSchema = z.object({
  id: z.string(),
  name: z.string(),
  isTeam: z.boolean(),
  checkedIn: z.boolean(),
  players: z.array(checkInPlayerSchema),
});
export type CheckInEntrant = z.infer<typeof checkInEntrantSchema>;

/** One of the next scheduled matches of an ongoing tournament with players still missing. */
export const missingForMatchSchema = z.object({
  matchId: z.string(),
  round: z.number().int(),
  startTime: z.string().nullable(),
  courtName: z.string().nullable(),
  sides: z.array(z.string()),
  missing: z.array(checkInPlayerSchema),
});

export const checkInListQuerySchema = z.object({ q: searchText(100).optional() });

/** GET /api/tournaments/{id}/check-in (the desk): who is in, missing first. */
export const checkInListSchema = z.object({
  tournamentId: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  checkInOpensAt: z.string().nullable(),
  isOpen: z.boolean(),
  /** Over every entrant, whatever `q`. */
  total: z.number().int(),
  checkedIn: z.number().int(),
  entrants: z.array(checkInEntrantSchema),
  /** Players with no team yet (doubles before the teams are formed). */
  unteamed: z.array(checkInPlayerSchema),
  waitlist: z.array(checkInPlayerSchema.extend({ position: z.number().int() })),
  nextMatches: z.array(missingForMatchSchema),
  /** Whether the caller is the organizer (withdraws no-shows, manages desk staff). */
  isOrganizer: z.boolean(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;
export const checkInListResponseSchema = z.object({ data: checkInListSchema });

export const checkInPlayerResponseSchema = z.object({
  data: checkInPlayerSchema,
  message: z.string(),
});

/** POST /api/check-in/{token}: the ticket's player, now checked in. */
export const ticketCheckInResponseSchema = z.object({
  data: checkInPlayerSchema.extend({
    tournamentId: z.string(),
    tournamentName: z.string(),
    wasCheckedIn: z.boolean(),
  }),
  message: z.string(),
});
export type TicketCheckIn = z.infer<typeof ticketCheckInResponseSchema>['data'];
export const checkInTokenParamsSchema = z.object({ token: z.string().max(128) });

/** GET /api/tournaments/{id}/ticket (the participant): a fresh token each view (decision 025). */
export const ticketSchema = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  startDate: z.string(),
  location: z.string(),
  name: z.string(),
  token: z.string(),
  checkedInAt: z.string().nullable(),
  checkInOpensAt: z.string().nullable(),
  /** The venue's IANA zone: the opening time reads at the venue, with its zone's name. */
  timeZone: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketResponseSchema = z.object({ data: ticketSchema });

/** GET /api/check-in/mine: the caller's registrations in tournaments that use check-in. */
export const myCheckInSchema = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  checkInOpensAt: z.string(),
  isOpen: z.boolean(),
  isWaitlisted: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type MyCheckIn = z.infer<typeof myCheckInSchema>;
export const myCheckInsResponseSchema = z.object({
  data: z.array(myCheckInSchema),
  /** The tournaments whose desk the caller is on as desk staff (not as organizer). */
  deskTournamentIds: z.array(z.string()),
  /** The same tournaments by name, for the dashboard's "Working the desk" (soonest first). */
  deskTournaments: z.array(
    z.object({ id: z.string(), name: z.string(), status: z.enum(TOURNAMENT_STATUSES) }),
  ),
});
export type MyCheckIns = z.infer<typeof myCheckInsResponseSchema>;

export const withdrawNoShowsResponseSchema = z.object({
  data: z.object({ withdrawn: z.number().int(), promoted: z.number().int() }),
  message: z.string(),
});
