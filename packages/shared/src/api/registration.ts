/**
 * Registration for the events of a tournament (decision 035): several events in one step
 * (POST /api/tournaments/{id}/registrations), eligibility enforced with the message of
 * `eligibilityFor`, and the organizer's override of it for one player
 * (POST/DELETE /api/tournaments/{id}/events/{eventId}/eligibility-overrides).
 */
import { z } from 'zod';
import { emailSchema } from '../validation/auth';
import { PARTNER_MESSAGES } from './partners';

export const REGISTRATION_MESSAGES = {
  registered: /*i18n*/ 'Registration saved',
  chooseEvent: /*i18n*/ 'Choose at least one event',
  tooManyChosen: /*i18n*/ 'Choose each event once',
  eventInvalid: /*i18n*/ 'Choose events of this tournament',
  /** The tournament's limit on places and waitlist entries across its events. */
  tooManyEvents: (max: number) =>
    `You can enter at most ${max} ${max === 1 ? 'event' : 'events'} of this tournament`,
  /** A refusal of one event, naming it (the whole registration is refused). */
  inEvent: (eventName: string, message: string) => `${eventName}: ${message}`,
  overrideGranted: /*i18n*/ 'Eligibility override granted',
  overrideRevoked: /*i18n*/ 'Eligibility override removed',
  overrideNotFound: /*i18n*/ 'This player has no eligibility override for this event',
  overridePlayerUnknown: /*i18n*/ 'Choose a player',
  waitlistedAt: (position: number) => `Waitlisted: number ${position} in line`,
  registeredIn: 'Registered',
  /** The viewer's own place in an event, as the list of events and the Register dialog say it. */
  youAreIn: /*i18n*/ 'You are registered',
} as const;

/**
 * One event of a registration. A doubles event may name a partner (`partnerId`, a player found by
 * name, or `partnerEmail`, an address invited by mail): they are sent a request to accept
 * (decision 038). Without one (or with `lookingForPartner`), the player is listed as looking.
 */
export const registrationEntrySchema = z
  .strictObject({
    eventId: z.uuid({ error: REGISTRATION_MESSAGES.eventInvalid }),
    partnerId: z.uuid({ error: PARTNER_MESSAGES.partnerInvalid }).optional(),
    partnerEmail: emailSchema.optional(),
    lookingForPartner: z.boolean().optional(),
  })
  .refine((entry) => !(entry.partnerId && entry.partnerEmail), {
    message: PARTNER_MESSAGES.onePartner,
    path: ['partnerEmail'],
  })
  .refine((entry) => !(entry.lookingForPartner && (entry.partnerId || entry.partnerEmail)), {
    message: PARTNER_MESSAGES.lookingExcludesPartner,
    path: ['lookingForPartner'],
  });
export type RegistrationEntry = z.infer<typeof registrationEntrySchema>;

export const registrationInputSchema = z.strictObject({
  events: z
    .array(registrationEntrySchema, { error: REGISTRATION_MESSAGES.chooseEvent })
    .min(1, REGISTRATION_MESSAGES.chooseEvent)
    .max(50, REGISTRATION_MESSAGES.tooManyChosen)
    .refine(
      (events) => new Set(events.map((e) => e.eventId)).size === events.length,
      REGISTRATION_MESSAGES.tooManyChosen,
    ),
});
export type RegistrationInput = z.infer<typeof registrationInputSchema>;

export const registrationOutcomeSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  status: z.enum(['registered', 'waitlisted']),
  /** The place on the event's waitlist (1 is next); null when registered. */
  position: z.number().int().nullable(),
  /** A partner request was mailed for this event (decision 038). */
  partnerRequested: z.boolean().optional(),
});
export type RegistrationOutcome = z.infer<typeof registrationOutcomeSchema>;

export const registrationResponseSchema = z.object({
  data: z.object({ events: z.array(registrationOutcomeSchema) }),
  message: z.string(),
});

export const eligibilityOverrideInputSchema = z.strictObject({
  userId: z.uuid({ error: REGISTRATION_MESSAGES.overridePlayerUnknown }),
});

export const eligibilityOverrideSchema = z.object({
  eventId: z.string(),
  userId: z.string(),
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
});
export const eligibilityOverrideResponseSchema = z.object({
  data: eligibilityOverrideSchema,
  message: z.string(),
});

/** A player the organizer let into an event whatever its eligibility says, by name. */
export const eligibilityOverrideEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type EligibilityOverrideEntry = z.infer<typeof eligibilityOverrideEntrySchema>;

/** GET .../events/{eventId}/eligibility-overrides: the organizer's overrides, by name. */
export const eligibilityOverrideListResponseSchema = z.object({
  data: z.array(eligibilityOverrideEntrySchema),
});

/** What the app shows of one event's outcome: "Registered" or "Waitlisted: number 3 in line". */
export const outcomeText = (outcome: Pick<RegistrationOutcome, 'status' | 'position'>) =>
  outcome.status === 'registered'
    ? REGISTRATION_MESSAGES.registeredIn
    : REGISTRATION_MESSAGES.waitlistedAt(outcome.position ?? 0);
