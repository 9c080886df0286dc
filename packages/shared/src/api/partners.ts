/**
 * Doubles partners (decision 038): a player asks another to partner them in a doubles event (by
 * name, by address, or from the event's "Looking for a partner" list); the one asked answers
 * through the mailed single-use link; accepting registers them and forms the team.
 */
import { z } from 'zod';
import { emailSchema } from '../validation/auth';
import { tournamentUserSchema } from './tournament';

export const PARTNER_MESSAGES = {
  requestSent: /*i18n*/ 'Partner request sent',
  accepted: /*i18n*/ 'You are partners: your team is formed',
  declined: /*i18n*/ 'Partner request declined',
  onePartner: /*i18n*/ 'Choose a partner or an address, not both',
  lookingExcludesPartner: /*i18n*/ 'Choose a partner or "I\'m looking for a partner", not both',
  choosePartner: /*i18n*/ 'Choose a partner or enter their email address',
  partnerInvalid: /*i18n*/ 'Choose a player as your partner',
  tokenInvalid: /*i18n*/ 'This partner request link is not valid',
  singlesTakesNoPartner: /*i18n*/ 'A singles event takes no partner',
  notAPlayer: /*i18n*/ 'Your partner must be a player',
  yourself: /*i18n*/ 'You cannot be your own partner',
  partnerAlreadyIn: (name: string) =>
    `${name} is already registered in this event: register as looking for a partner, then ask them to pair from its Looking for a partner list`,
  partnerInTeam: (name: string) => `${name} already has a partner in this event`,
  partnerNotEligible: (name: string) => `${name} may not enter this event by its eligibility rules`,
  partnerNotLooking: (name: string) => `${name} is not looking for a partner in this event`,
  partnerTakesNoMessages: (name: string) => `${name} does not accept messages, so cannot be asked`,
  youHaveAPartner: /*i18n*/ 'You already have a partner in this event',
  registerFirst: /*i18n*/ 'Register for this event before asking for a partner',
  waitlistedNoPartner: /*i18n*/ 'This event is full: a partner can be asked once you hold a place',
  alreadyAsking:
    /*i18n*/ 'You have already asked someone to partner you in this event: wait for their answer',
  requestGone:
    /*i18n*/ 'This partner request is no longer open: it was answered, withdrawn or expired',
  notForYou:
    /*i18n*/ 'This partner request was sent to someone else: sign in with the account it was sent to',
  senderGone: (name: string) => `${name} is no longer looking for a partner in this event`,
  eventFull: /*i18n*/ 'This event is full, so you cannot join it as a partner',
  onlyPlayers: /*i18n*/ 'Only players can have a partner',
  withdrawn: /*i18n*/ 'Partner request withdrawn',
  requestNotFound: /*i18n*/ 'This partner request does not exist',
  onlySenderWithdraws: /*i18n*/ 'Only the player who sent this partner request can withdraw it',
  onlyRecipientAnswers: /*i18n*/ 'Only the player asked can answer this partner request',
} as const;

/** What the mailed link's page says of a request (decision 040), by its state. */
export const PARTNER_REQUEST_STATES = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'cancelled',
  'expired',
] as const;
export type PartnerRequestState = (typeof PARTNER_REQUEST_STATES)[number];

/** POST /api/tournaments/{eventId}/partner-requests: ask a listed player, or invite an address. */
export const partnerRequestInputSchema = z
  .strictObject({
    userId: z.uuid({ error: PARTNER_MESSAGES.partnerInvalid }).optional(),
    email: emailSchema.optional(),
  })
  .refine((input) => !(input.userId && input.email), {
    message: PARTNER_MESSAGES.onePartner,
    path: ['email'],
  })
  .refine((input) => input.userId || input.email, {
    message: PARTNER_MESSAGES.choosePartner,
    path: ['userId'],
  });
export type PartnerRequestInput = z.infer<typeof partnerRequestInputSchema>;

export const partnerRequestResponseSchema = z.object({
  data: z.object({ eventId: z.string(), expiresAt: z.string() }),
  message: z.string(),
});

/** POST /api/tournaments/partner-requests/{accept,decline}: the mailed link's token. */
export const partnerTokenInputSchema = z.strictObject({
  token: z
    .string({ error: PARTNER_MESSAGES.tokenInvalid })
    .min(1, PARTNER_MESSAGES.tokenInvalid)
    .max(200, PARTNER_MESSAGES.tokenInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, PARTNER_MESSAGES.tokenInvalid),
});

export const partnerAnswerResponseSchema = z.object({
  data: z.object({
    tournamentId: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    answer: z.enum(['accepted', 'declined']),
    /** The team formed, when accepted. */
    teamId: z.string().nullable(),
  }),
  message: z.string(),
});
export type PartnerAnswer = z.infer<typeof partnerAnswerResponseSchema>['data'];

/** POST /api/tournaments/partner-requests/{id}/{withdraw,accept,decline}: the caller's own. */
export const partnerRequestIdParamsSchema = z.object({ id: z.string().max(64) });

/**
 * GET /api/tournaments/partner-requests (decision 040): one of the caller's open requests.
 * `other` is the other player as the participant serializer lets the caller see them; null for
 * a request the caller sent to an address (`email`, the address they typed: never the name of
 * the account behind it, and never an address the caller did not type).
 */
export const ownPartnerRequestSchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  tournamentId: z.string(),
  tournamentName: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  other: tournamentUserSchema.nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The venue's zone (the tournament's): the expiry is shown as a time there. */
  timeZone: z.string(),
});
export type OwnPartnerRequest = z.infer<typeof ownPartnerRequestSchema>;

export const ownPartnerRequestsResponseSchema = z.object({
  data: z.array(ownPartnerRequestSchema),
});

export const partnerWithdrawResponseSchema = z.object({
  data: z.object({ id: z.string(), eventId: z.string() }),
  message: z.string(),
});

/** GET /api/tournaments/partner-requests/by-token?token=: what the mail told its holder. */
export const partnerTokenQuerySchema = partnerTokenInputSchema;

export const partnerRequestByTokenResponseSchema = z.object({
  data: z.object({
    state: z.enum(PARTNER_REQUEST_STATES),
    senderName: z.string(),
    tournamentId: z.string(),
    tournamentName: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    expiresAt: z.string(),
    /** Whether the signed-in caller is the one asked (else they must sign in as them). */
    isForYou: z.boolean(),
    /** Whether the caller holds a place in the event: accepting then only forms the team. */
    isRegistered: z.boolean(),
  }),
});
export type PartnerRequestByToken = z.infer<typeof partnerRequestByTokenResponseSchema>['data'];

/** GET /api/tournaments/{eventId}/looking-for-partner: players without a partner, per viewer. */
export const lookingForPartnerResponseSchema = z.object({
  data: z.array(tournamentUserSchema),
});
