import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  CALENDAR_MESSAGES,
  calendarFeedResponseSchema,
  calendarTokenParamsSchema,
} from '@courtside/shared/api/calendar';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import {
  personalCalendarMatches,
  tournamentCalendarMatches,
} from '../../../services/calendar/feed-matches';
import {
  createCalendarFeed,
  feedOwner,
  revokeCalendarFeeds,
} from '../../../services/calendar/feeds';
import { buildCalendar } from '../../../services/calendar/ical';
import { eventIdsOf } from '../../../services/events/events';
import { tournamentAndEventOf } from '../../../services/events/event-name';
import { tournamentNotFound } from '../../../services/tournaments/tournament-access';
import { safeFilename } from '../../../lib/filename';
import { errorAnswers } from '../../error-answers';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const calendarAnswer = z
  .unknown()
  .describe('An iCalendar (RFC 5545) document, text/calendar; charset=utf-8');
/** Calendar apps poll; five minutes keeps a moved match close behind without a flood. */
const FEED_MAX_AGE = 300;
/**
 * Calendar feeds (issue 26): the signed-in player's personal feed link (created, rotated,
 * revoked), the feed itself behind its own token (never a session's), and a public
 * tournament's whole schedule. Each VEVENT keeps its match's UID, so a moved match moves.
 */
export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  app.post(
    '/calendar-feeds',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        response: { 201: calendarFeedResponseSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const data = await createCalendarFeed(app.db, request.user!, app.config.PUBLIC_URL);
      void reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({ data, message: CALENDAR_MESSAGES.created });
    },
  );

  app.delete(
    '/calendar-feeds',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      await revokeCalendarFeeds(app.db, request.user!);
      return { message: CALENDAR_MESSAGES.revoked };
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        params: calendarTokenParamsSchema,
        response: { 200: calendarAnswer, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request, reply) => {
      // The token alone decides: an Authorization header is neither needed nor read here.
      const user = await feedOwner(app.db, request.params.token);
      const matches = await personalCalendarMatches(app.db, user, app.config.PUBLIC_URL);
      const body = buildCalendar({
        name: `${PRODUCT_NAME}: my matches`,
        description: `${user.name}'s matches on ${PRODUCT_NAME}`,
        publicUrl: app.config.PUBLIC_URL,
        matches,
      });
      return reply
        .header('Content-Type', ICS_TYPE)
        .header(
          'Content-Disposition',
          `inline; filename="${PRODUCT_NAME.toLowerCase()}-matches.ics"`,
        )
        .header('Cache-Control', `private, max-age=${FEED_MAX_AGE}`)
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );

  app.get(
    '/tournaments/:id/calendar.ics',
    {
      schema: {
        tags: ['calendar'],
        params: tournamentIdParamsSchema,
        response: { 200: calendarAnswer, ...errorAnswers(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // What is public is what the public page shows (routes/api/public): public tournaments
      // only, 404 for any other.
      const detail = await app.live.cache.detail(id, '', request);
      if (!detail.isPublic) throw tournamentNotFound();
      // A tournament's feed holds every event's matches (decision 034); an event's, its own.
      const ids = detail.parentId ? [id] : await eventIdsOf(app.db, id);
      const matches = (
        await Promise.all(
          ids.map(async (eventId) => {
            const event =
              eventId === id ? detail : await app.live.cache.detail(eventId, '', request);
            const facts = await app.live.cache.matches(eventId, request);
            // A further event's match, or the first event's named apart from the tournament
            // (decision 039), says which event it is ("Spring Slam: Mixed 3.5").
            const named = {
              ...event,
              name: tournamentAndEventOf(detail.name, event.eventName ?? event.name),
            };
            return tournamentCalendarMatches(app.db, named, facts, app.config.PUBLIC_URL);
          }),
        )
      )
        .flat()
        .sort((a, b) => Date.parse(a.match.startTime!) - Date.parse(b.match.startTime!));
      const body = buildCalendar({
        name: detail.name,
        description: `The schedule of ${detail.name}, ${detail.location}`,
        publicUrl: app.config.PUBLIC_URL,
        timeZone: detail.timeZone,
        matches,
      });
      return reply
        .header('Content-Type', ICS_TYPE)
        .header('Content-Disposition', `inline; filename="${safeFilename(detail.name, 'ics')}"`)
        .header('Cache-Control', `public, max-age=${FEED_MAX_AGE}`)
        .send(body);
    },
  );
}
