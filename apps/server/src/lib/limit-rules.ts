import type { FastifyRequest } from 'fastify';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Config } from '../config';

/** One named limit: at most `max` hits per `windowMs` for each key `keys` gives a request. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  message: string;
  /** The keys a request counts against (an IP, an email, a user id); undefined ones are skipped. */
  keys: (request: FastifyRequest) => (string | undefined)[];
  /** False: every route of the rule counts into one budget per key (default: each its own). */
  isPerRoute?: boolean;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const AUTH_RATE_LIMITED_MESSAGE =
  'Too many attempts. Please wait a moment before trying again.';
export const CONTACT_RATE_LIMITED_MESSAGE = /*i18n*/ 'Too many messages. Please try again later.';
export const INVITATIONS_RATE_LIMITED_MESSAGE =
  'Too many players added in a short time. Please wait before adding more.';
export const RECIPIENT_RATE_LIMITED_MESSAGE =
  'This address has been sent several invitations recently. Please try again tomorrow.';

/** Organizer additions (each mails someone) per organizer per hour. */
export const ADDITIONS_PER_ORGANIZER_PER_HOUR = 30;
/** Addition mails one address may receive per day, from all organizers together. */
export const ADDITIONS_PER_RECIPIENT_PER_DAY = 3;
/**
 * User searches per organizer per 15 minutes. The score keeper combobox asks as the organizer
 * types (debounced, from 2 characters, each term once; decision 026), a few searches per keeper
 * named: 100 names a dozen keepers in a sitting, while harvesting names 10 at a time stays slow
 * (issue 22).
 */
export const USER_SEARCHES_PER_WINDOW = 100;

export const PARTNER_REQUESTS_RATE_LIMITED_MESSAGE =
  'Too many partner requests in a short time. Please wait before sending more.';

/**
 * The address a partner request goes to, known only once the request has passed every check
 * (decision 038): the route names it here just before the per-recipient limit counts it.
 */
const limitRecipients = new WeakMap<FastifyRequest, string>();
export const setLimitRecipient = (request: FastifyRequest, email: string) =>
  limitRecipients.set(request, email.trim().toLowerCase());
const recipientKey = (request: FastifyRequest) => {
  const email = limitRecipients.get(request);
  return email === undefined ? undefined : `email:${email}`;
};

const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;
const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : undefined;
};
const userKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : undefined);
const bodyChallenge = (request: FastifyRequest) => {
  const challenge = (request.body as { challenge?: unknown } | undefined)?.challenge;
  return typeof challenge === 'string' ? `challenge:${challenge.slice(0, 128)}` : undefined;
};

/**
 * Every limit stricter than the global one, in one table (docs/decisions/002).
 * Sign-in, sign-up and the recovery mails: AUTH_RATE_LIMIT per 15 minutes per
 * route, per client IP and separately per email address.
 */
export const limitRules = (config: Config) =>
  ({
    auth: {
      name: 'auth',
      max: config.AUTH_RATE_LIMIT,
      windowMs: 15 * MINUTE,
      message: AUTH_RATE_LIMITED_MESSAGE,
      keys: (request) => [ipKey(request), bodyEmail(request)],
    },
    // The second sign-in step (authenticator code), like sign-in: per IP and per challenge.
    twoFactorLogin: {
      name: 'two-factor-login',
      max: config.AUTH_RATE_LIMIT,
      windowMs: 15 * MINUTE,
      message: AUTH_RATE_LIMITED_MESSAGE,
      keys: (request) => [ipKey(request), bodyChallenge(request)],
    },
    // Changes that check the password or a code of a signed-in account (password change,
    // two-factor, deletion): as many guesses as sign-in allows, per account, all these routes
    // together (issue 22: each route had its own budget). Wrong codes also have their own
    // count in the database (services/auth/code-attempts.ts).
    accountSecurity: {
      name: 'account-security',
      max: config.AUTH_RATE_LIMIT,
      windowMs: 15 * MINUTE,
      message: AUTH_RATE_LIMITED_MESSAGE,
      keys: (request) => [userKey(request)],
      isPerRoute: false,
    },
    pictureUpload: {
      name: 'picture-upload',
      max: 20,
      windowMs: HOUR,
      message: /*i18n*/ 'Too many uploads. Please try again later.',
      keys: (request) => [userKey(request)],
    },
    dataExport: {
      name: 'data-export',
      max: 10,
      windowMs: HOUR,
      message: /*i18n*/ 'Too many exports. Please try again later.',
      keys: (request) => [userKey(request)],
    },
    // The organizer's CSV downloads of a tournament (issue 26): each reads every entrant or
    // match, so a script cannot loop on them.
    tournamentExport: {
      name: 'tournament-export',
      max: 60,
      windowMs: HOUR,
      message: /*i18n*/ 'Too many exports. Please try again later.',
      keys: (request) => [userKey(request)],
    },
    contact: {
      name: 'contact',
      max: 5,
      windowMs: HOUR,
      message: CONTACT_RATE_LIMITED_MESSAGE,
      keys: (request) => [ipKey(request)],
    },
    contactOrganizer: {
      name: 'contact-organizer',
      max: 5,
      windowMs: HOUR,
      message: TOURNAMENT_MESSAGES.tooManyMessages,
      keys: (request) => [userKey(request)],
    },
    userSearch: {
      name: 'user-search',
      max: USER_SEARCHES_PER_WINDOW,
      windowMs: 15 * MINUTE,
      message: /*i18n*/ 'Too many searches. Please wait a moment before trying again.',
      keys: (request) => [userKey(request)],
    },
    additionsByOrganizer: {
      name: 'additions',
      max: ADDITIONS_PER_ORGANIZER_PER_HOUR,
      windowMs: HOUR,
      message: INVITATIONS_RATE_LIMITED_MESSAGE,
      keys: (request) => [userKey(request)],
    },
    additionsToRecipient: {
      name: 'additions-to',
      max: ADDITIONS_PER_RECIPIENT_PER_DAY,
      windowMs: 24 * HOUR,
      message: RECIPIENT_RATE_LIMITED_MESSAGE,
      keys: (request) => [bodyEmail(request)],
    },
    // Partner requests (decision 038) mail someone as the organizer's additions do: the same
    // budgets per sender and per recipient address, counted once authorization and every check
    // have passed, one budget across the routes that send them (registration, Ask to pair).
    partnerRequestsBySender: {
      name: 'partner-requests',
      max: ADDITIONS_PER_ORGANIZER_PER_HOUR,
      windowMs: HOUR,
      message: PARTNER_REQUESTS_RATE_LIMITED_MESSAGE,
      keys: (request) => [userKey(request)],
      isPerRoute: false,
    },
    partnerRequestsToRecipient: {
      name: 'partner-requests-to',
      max: ADDITIONS_PER_RECIPIENT_PER_DAY,
      windowMs: 24 * HOUR,
      message: RECIPIENT_RATE_LIMITED_MESSAGE,
      keys: (request) => [recipientKey(request)],
      isPerRoute: false,
    },
  }) satisfies Record<string, LimitRule>;
