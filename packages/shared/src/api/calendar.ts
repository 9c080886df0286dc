import { z } from 'zod';

/** Calendar feeds (issue 26): a player's own matches, a public tournament's schedule. */
export const CALENDAR_MESSAGES = {
  created: /*i18n*/ 'Your calendar link is ready. Copy it now: it is shown only once.',
  revoked: /*i18n*/ 'Your calendar link has been turned off.',
  notFound: /*i18n*/ 'Calendar not found',
} as const;

/** The feed token as it appears in the URL: base64url, 43 characters for 32 bytes. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/** GET /api/calendar/{token}.ics. */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(128) });

/**
 * POST /api/calendar-feeds: the personal feed's addresses, with its token, answered once (only
 * its hash is kept). `webcalUrl` opens the subscription in a calendar app.
 */
export const calendarFeedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = z.object({
  data: calendarFeedSchema,
  message: z.string(),
});

/** The `webcal://` form of an http(s) feed address (calendar apps subscribe through it). */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/** Where a public tournament's schedule feed lives (no token: the public page is public). */
export const tournamentCalendarPath = (tournamentId: string) =>
  `/api/tournaments/${encodeURIComponent(tournamentId)}/calendar.ics`;
