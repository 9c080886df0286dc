import { z } from 'zod';
import {
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_PAGE_SIZE,
  TOURNAMENT_PAGE_SIZE_MAX,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  USER_ROLES,
} from '../constants';
import { MEDALS } from '../domain/competition/medals';
import { SCORING_FORMAT_NAMES, SCORING_SYSTEMS } from '../domain/competition/scoring';
import { emailSchema, nameSchema } from '../validation/auth';
import { plainText, searchText } from '../validation/plain-text';

/** Texts the server answers with and the toasts of spec section 8, written once. */
export const TOURNAMENT_MESSAGES = {
  /** 403 on a private tournament's matches and bracket (issue 22.5, decision 012). */
  resultsPrivate:
    /*i18n*/ 'Only the players, score keepers and organizer of this tournament can see its results',
  created: /*i18n*/ 'Tournament created successfully!',
  updated: /*i18n*/ 'Tournament updated successfully!',
  deleted: /*i18n*/ 'Tournament deleted successfully!',
  joined: /*i18n*/ 'Successfully joined tournament!',
  left: /*i18n*/ 'Successfully left tournament',
  leftWaitlist: /*i18n*/ 'You left the waitlist',
  participantAdded: /*i18n*/ 'Participant added successfully!',
  teamsSaved: /*i18n*/ 'Teams saved!',
  messageSent: "Message sent successfully! We'll get back to you soon.",
  linkCopied: /*i18n*/ 'Tournament link copied to clipboard!',
  // Failures shown as toasts by the web app.
  loadListFailed: /*i18n*/ 'Failed to load tournaments',
  loadFailed: /*i18n*/ 'Failed to load tournament details',
  createFailed: /*i18n*/ 'Failed to create tournament',
  joinFailed: /*i18n*/ 'Failed to join tournament',
  leaveFailed: /*i18n*/ 'Failed to leave tournament',
  participantRemoved: /*i18n*/ 'Participant removed',
  withdrawFailed: /*i18n*/ 'Failed to withdraw the entrant',
  notAnEntrant: /*i18n*/ 'No entrant of this tournament has that id',
  withdrawOnlyOngoing: /*i18n*/ 'An entrant can be withdrawn only while the tournament is ongoing',
  alreadyWithdrawn: /*i18n*/ 'This entrant has already withdrawn',
  removeParticipantFailed: /*i18n*/ 'Failed to remove participant',
  notAParticipant: /*i18n*/ 'This player is not registered for this tournament',
  updateFailed: /*i18n*/ 'Failed to update tournament',
  deleteFailed: /*i18n*/ 'Failed to delete tournament',
  saveTeamsFailed: /*i18n*/ 'Failed to save teams',
  sendMessageFailed: /*i18n*/ 'Failed to send message',
  addParticipantFailed: /*i18n*/ 'Network error. Please try again.',
  // Refusals (server messages, shown as they come).
  notFound: /*i18n*/ 'Tournament not found',
  onlyOrganizersCreate: /*i18n*/ 'Only organizers can create tournaments',
  onlyOwner: /*i18n*/ 'Only the organizer of this tournament can do that',
  onlyPlayersJoin: /*i18n*/ 'Only player accounts can join tournaments',
  full: /*i18n*/ 'This tournament is full',
  alreadyJoined: /*i18n*/ 'You have already joined this tournament',
  alreadyWaitlisted: /*i18n*/ 'You are already on the waitlist for this tournament',
  notFullYet: /*i18n*/ 'This tournament still has places: join it instead',
  registrationClosed: /*i18n*/ 'Registration is closed: this tournament has already started',
  notRegistered: /*i18n*/ 'You are not registered for this tournament',
  deleteOnlyUpcoming: /*i18n*/ 'Only upcoming tournaments can be deleted',
  lockedAfterStart:
    /*i18n*/ 'Type, format, participants and groups cannot change once the tournament has started',
  participantAlreadyIn: /*i18n*/ 'This player is already a participant',
  alreadyInvited: /*i18n*/ 'This address has already been invited to this tournament',
  participantIsOrganizer:
    /*i18n*/ 'That email belongs to an organizer account, which cannot take part',
  teamsOnlyForDoubles: /*i18n*/ 'Teams are only for doubles and mixed tournaments',
  teamsOnlyBeforeStart: /*i18n*/ 'Teams can only change before the tournament starts',
  teamSize: /*i18n*/ 'Each team needs exactly 2 players',
  playerInOneTeam: /*i18n*/ 'A player can be in only one team',
  teamMemberNotParticipant: /*i18n*/ 'Every team member must be a participant of this tournament',
  contactOwnTournament: /*i18n*/ 'You are the organizer of this tournament',
  tooManyMessages: /*i18n*/ 'Too many messages. Please try again later.',
} as const;

/** After a withdrawal (rule 12.G): "Ann Lee withdrew: 2 matches recorded as walkovers". */
export const withdrawnMessage = (name: string, matchCount: number) =>
  `${name} withdrew: ${matchCount} ${matchCount === 1 ? 'match' : 'matches'} recorded as ${matchCount === 1 ? 'a walkover' : 'walkovers'}`;

/** "You're on the waitlist (position 3)..." */
export const waitlistedMessage = (position: number) =>
  `This tournament is full. You are on the waitlist at position ${position}; we will email you if a place opens up.`;

/** "Max participants cannot be below the 7 players already registered." */
export const maxBelowCurrentMessage = (current: number) =>
  `Max participants cannot be below the ${current} players already registered.`;

/**
 * A person as tournament screens show them: a rating the person hides is left out for other
 * viewers (absent, not null), but the organizer sees it to seed (decision 012).
 */
export const tournamentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  rating: z.number().nullable().optional(),
  provisional: z.boolean().optional(),
});
export type TournamentUser = z.infer<typeof tournamentUserSchema>;

/** The organizer card: never more than the spec lists (no settings, no phone we do not have). */
export const organizerSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  email: z.string(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type Organizer = z.infer<typeof organizerSchema>;

/** When the entrant withdrew from the started tournament (rule 12.G); null while it plays on. */
const withdrawnAt = z.string().nullable().optional();

export const participantSchema = z.object({
  userId: z.string(),
  joinedAt: z.string(),
  withdrawnAt,
  user: tournamentUserSchema,
});
export type Participant = z.infer<typeof participantSchema>;

export const waitlistEntrySchema = z.object({
  userId: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  user: tournamentUserSchema,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  playerIds: z.array(z.string()),
  players: z.array(tournamentUserSchema),
  withdrawnAt,
});
export type Team = z.infer<typeof teamSchema>;

export const courtSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
});

/** The fields every tournament answer shares (and every event answer, decision 034). */
export const tournamentFields = {
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(TOURNAMENT_CATEGORIES),
  type: z.enum(TOURNAMENT_TYPES),
  format: z.enum(TOURNAMENT_FORMATS),
  status: z.enum(TOURNAMENT_STATUSES),
  startDate: z.string().describe("A calendar date, 'YYYY-MM-DD', the same in every zone"),
  endDate: z.string().nullable().describe("A calendar date, 'YYYY-MM-DD', or null"),
  timeZone: z
    .string()
    .describe("The venue's IANA time zone ('America/New_York'): match times are shown in it"),
  location: z.string(),
  maxParticipants: z.number().int(),
  currentParticipants: z.number().int(),
  /** Dollars (stored as cents). */
  entryFee: z.number(),
  prizePool: z.number(),
  numGroups: z.number().int(),
  knockoutEnabled: z.boolean(),
  advanceCount: z.number().int(),
  scoringFormat: z.enum(SCORING_FORMAT_NAMES),
  /** Rally or side-out scoring (USA Pickleball rule 12.B). */
  scoringSystem: z.enum(SCORING_SYSTEMS),
  hasBronzeMatch: z.boolean(),
  /** Double elimination plays the "if necessary" second grand final (rule 12.C.3). */
  grandFinalReset: z.boolean(),
  courtCount: z.number().int(),
  restMinutes: z.number().int(),
  /** Decision 027: a player's own deciding score awaits the other side or the desk. */
  scoreConfirmation: z.boolean(),
  /** Minutes after which an unconfirmed score confirms itself; null: never. */
  confirmationMinutes: z.number().int().nullable(),
  /** Signed-out spectators may watch it (GET /api/public/tournaments/{id}). */
  isPublic: z.boolean(),
  /** When check-in opens (decision 025); null when the tournament does not use check-in. */
  checkInOpensAt: z.string().nullable().optional(),
  organizerId: z.string(),
  createdAt: z.string(),
  /**
   * Beyond the spec (decision 034): null for a tournament, which is also its own first event; the
   * tournament's id for any further event. An event's venue fields are its tournament's.
   */
  parentId: z.string().nullable().optional(),
  /**
   * Beyond the spec (decision 039): the name of the event this row is. A further event's is its
   * `name`; the tournament's own row, its first event, may carry a name of its own (set by
   * PATCH .../events/{id}), else the tournament's.
   */
  eventName: z.string().optional(),
  /** An event's eligibility: a rating range and an age range, each bound optional. */
  minRating: z.number().nullable().optional(),
  maxRating: z.number().nullable().optional(),
  minAge: z.number().int().nullable().optional(),
  maxAge: z.number().int().nullable().optional(),
  /** The day ('YYYY-MM-DD') and venue time ('HH:MM') an event's first match is due. */
  eventDay: z.string().nullable().optional(),
  eventStartTime: z.string().nullable().optional(),
  /** The tournament's limit on the events one player enters; null: none. */
  maxEventsPerPlayer: z.number().int().nullable().optional(),
  /** When the venue closes ('HH:MM', venue time). */
  closingTime: z.string().nullable().optional(),
  /** About the signed-in viewer. */
  isParticipant: z.boolean(),
  waitlistPosition: z.number().int().nullable(),
};

/**
 * Beyond the spec (issue 26): figures over every event of a tournament, on the answers about a
 * tournament (its row in the list, and its own detail; absent on a further event's detail). A
 * tournament of one event has `eventCount` 1 and shows only the spec's figures.
 */
export const tournamentWideFields = {
  /** How many events the tournament holds, its own row (the first event) included. */
  eventCount: z.number().int().optional(),
  /**
   * The players holding a place in any of its events, each counted once: a player in two events
   * counts one, and a doubles team counts its two players.
   */
  playerCount: z.number().int().optional(),
};

/** A tournament in the list. */
export const tournamentSummarySchema = z.object({
  ...tournamentFields,
  ...tournamentWideFields,
  organizer: z.object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() }),
  waitlistCount: z.number().int(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/**
 * A medal of an event as far as its matches decided it (`medalsOf`, decision 023's addendum):
 * the entrant (a player, or a team in doubles) and its name. Gold, silver, then bronze (one or
 * two); none before it is decided.
 */
export const medalSchema = z.object({
  medal: z.enum(MEDALS),
  entrantId: z.string(),
  name: z.string(),
});
export type MedalWon = z.infer<typeof medalSchema>;

/** GET /api/tournaments/{id}: the whole tournament (spec section 3). */
export const tournamentDetailSchema = z.object({
  ...tournamentFields,
  ...tournamentWideFields,
  rules: z.string().nullable(),
  organizer: organizerSchema,
  participants: z.array(participantSchema),
  waitlist: z.array(waitlistEntrySchema),
  teams: z.array(teamSchema),
  courts: z.array(courtSchema),
  winner: z
    .object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() })
    .nullable(),
  winnerName: z.string().nullable(),
  winnerPartner: z.string().nullable(),
  /**
   * Whether the caller may see the results (matches, bracket): always for a public tournament,
   * for a private one only its players, score keepers and organizer (decision 012).
   */
  canSeeResults: z.boolean(),
  /**
   * Beyond the spec: the event's medals so far, on GET /api/tournaments/{id} to a caller who may
   * see the results (absent elsewhere, and empty until a medal is decided).
   */
  medals: z.array(medalSchema).optional(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

/**
 * GET /api/tournaments query: search, filters, pagination. `mine=true` keeps only the
 * tournaments the caller holds a place in (as GET /api/matches?mine=true does for matches).
 */
export const tournamentListQuerySchema = z.object({
  q: searchText(100).optional(),
  status: z.enum(TOURNAMENT_STATUSES).optional(),
  type: z.enum(TOURNAMENT_TYPES).optional(),
  mine: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(TOURNAMENT_PAGE_SIZE_MAX).default(TOURNAMENT_PAGE_SIZE),
});
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;
export type TournamentListParams = z.output<typeof tournamentListQuerySchema>;

/** The four summary tiles, over every tournament whatever the filters. */
export const tournamentTotalsSchema = z.object({
  total: z.number().int(),
  upcoming: z.number().int(),
  ongoing: z.number().int(),
  totalPlayers: z.number().int(),
});
export type TournamentTotals = z.infer<typeof tournamentTotalsSchema>;

export const tournamentListResponseSchema = z.object({
  data: z.array(tournamentSummarySchema),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    /** Tournaments matching the filters (with `mine=true`, only the caller's). */
    total: z.number().int(),
    totals: tournamentTotalsSchema,
  }),
});
export type TournamentListResponse = z.infer<typeof tournamentListResponseSchema>;

export const tournamentResponseSchema = z.object({
  data: tournamentDetailSchema,
  message: z.string().optional(),
});

/** Any string: an id that is not a uuid simply finds no tournament (404, not 422). */
export const tournamentIdParamsSchema = z.object({ id: z.string().max(64) });

/** DELETE /api/tournaments/{id}/participants/{userId}: the organizer removes a player. */
export const participantParamsSchema = z.object({
  id: z.string().max(64),
  userId: z.string().max(64),
});

/**
 * POST /api/tournaments/{id}/participants/{entrantId}/withdraw: the entrant is a player's id
 * (singles) or a team's id (doubles, mixed), as a match's sides name them.
 */
export const entrantParamsSchema = z.object({
  id: z.string().max(64),
  entrantId: z.string().max(64),
});

/** The caller's place after a join: joined, or on the waitlist at a position. */
export const registrationSchema = z.object({
  status: z.enum(['joined', 'waitlisted']),
  position: z.number().int().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/**
 * POST .../join and .../waitlist: `data` is the joined tournament as GET /tournaments/{id}
 * answers it (the spec's client takes the answer as the tournament, issue 23.2), with
 * `registration` saying whether the caller joined or waits, and where.
 */
export const joinResponseSchema = z.object({
  data: tournamentDetailSchema.extend({ registration: registrationSchema }),
  message: z.string(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** POST .../participants/add-by-organizer body (spec section 5). */
export const addParticipantInputSchema = z.object({ name: nameSchema, email: emailSchema });
export type AddParticipantInput = z.input<typeof addParticipantInputSchema>;

export const addParticipantResponseSchema = z.object({
  data: z.object({
    /** The player who now has a place; null when the address was invited instead. */
    participant: participantSchema.nullable(),
    /**
     * True when the address has no account: it was mailed an invitation, and it
     * takes a place (or the waitlist) only when the invitee accepts it.
     */
    isInvited: z.boolean(),
  }),
  message: z.string(),
});

/** POST .../contact body: a message to the organizer. */
export const contactOrganizerInputSchema = z.object({
  subject: plainText({
    required: /*i18n*/ 'Subject is required',
    max: 200,
    tooLong: /*i18n*/ 'At most 200 characters',
  }),
  message: plainText({
    required: /*i18n*/ 'Message is required',
    max: 5000,
    tooLong: /*i18n*/ 'At most 5000 characters',
    isMultiline: true,
  }),
});
export type ContactOrganizerInput = z.input<typeof contactOrganizerInputSchema>;

/** POST /api/teams/tournament/{id} body: the whole set of teams, replacing the previous one. */
export const saveTeamsInputSchema = z
  .object({
    teams: z
      .array(
        z.object({
          name: plainText({
            max: 60,
            tooLong: /*i18n*/ 'Team name must be at most 60 characters',
          }).optional(),
          playerIds: z.array(z.uuid()).length(2, TOURNAMENT_MESSAGES.teamSize),
        }),
      )
      .max(64),
  })
  .superRefine(({ teams }, ctx) => {
    const seen = new Set<string>();
    teams.forEach((team, index) => {
      for (const id of team.playerIds) {
        if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            message: TOURNAMENT_MESSAGES.playerInOneTeam,
            path: ['teams', index, 'playerIds'],
          });
        }
        seen.add(id);
      }
    });
  });
export type SaveTeamsInput = z.input<typeof saveTeamsInputSchema>;

export const teamsResponseSchema = z.object({
  data: z.array(teamSchema),
  message: z.string().optional(),
});
