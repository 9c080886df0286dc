import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  EVENT_MESSAGES,
  eventListResponseSchema,
  eventParamsSchema,
  eventResponseSchema,
  startEventsResponseSchema,
  tournamentScheduleResponseSchema,
} from '@courtside/shared/api/event';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import {
  createEventInputSchema,
  startEventsInputSchema,
  updateEventInputSchema,
} from '@courtside/shared/validation/event';
import {
  createEvent,
  loadEvents,
  removeEvent,
  startEvents,
  updateEvent,
} from '../../../services/events/events';
import {
  eligibilityOverrideInputSchema,
  eligibilityOverrideListResponseSchema,
  eligibilityOverrideResponseSchema,
  registrationInputSchema,
  registrationResponseSchema,
  REGISTRATION_MESSAGES,
} from '@courtside/shared/api/registration';
import {
  grantOverride,
  listOverrides,
  registerForEvents,
  revokeOverride,
} from '../../../services/events/registration';
import { errorAnswers } from '../../error-answers';
import { partnerMailLimits } from './partners';

const EVENT_SAVED = { created: 'Event added', updated: 'Event updated', removed: 'Event removed' };

/** Events of a tournament (decision 034): list, add or copy, edit, remove, start. */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];
  const security = [{ bearerAuth: [] }];

  /** The one event `eventId` as `request`'s caller sees it. */
  const eventFor = async (
    tournamentId: string,
    eventId: string,
    viewer: { id: string; rating: number; birthDate: string | null },
  ) => (await loadEvents(app.db, tournamentId, viewer)).find((event) => event.id === eventId)!;

  app.get(
    '/:id/events',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        response: { 200: eventListResponseSchema, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request) => ({ data: await loadEvents(app.db, request.params.id, request.user!) }),
  );

  app.get(
    '/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary: "The whole tournament's schedule: every event's matches on its shared courts",
        params: tournamentIdParamsSchema,
        response: {
          200: tournamentScheduleResponseSchema,
          ...errorAnswers(401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      // The same for every viewer, kept until a change to the family (decision 036); answered
      // with the rights of the tournament's results, serialized once (decision 014).
      const schedule = await app.live.cache.scheduleFor(
        request.params.id,
        request.user!.id,
        request,
      );
      return app.live.answers.send(reply, [schedule], tournamentScheduleResponseSchema, () => ({
        data: schedule,
      }));
    },
  );

  app.post(
    '/:id/events',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        body: createEventInputSchema,
        response: { 201: eventResponseSchema, ...errorAnswers(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const id = await createEvent(app.db, request.user!, request.params.id, request.body);
      const data = await eventFor(request.params.id, id, request.user!);
      return reply.status(201).send({ data, message: EVENT_SAVED.created });
    },
  );

  app.patch(
    '/:id/events/:eventId',
    {
      schema: {
        tags,
        security,
        description:
          "An event's own fields (organizer). On the first event (the tournament's id), `name` " +
          'names that event (its `eventName`), not the tournament: PUT /api/tournaments/{id} ' +
          'renames the tournament.',
        params: eventParamsSchema,
        body: updateEventInputSchema,
        response: { 200: eventResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      await updateEvent(app.db, request.user!, id, eventId, request.body, app.config.PUBLIC_URL);
      app.mail.kick();
      return { data: await eventFor(id, eventId, request.user!), message: EVENT_SAVED.updated };
    },
  );

  app.delete(
    '/:id/events/:eventId',
    {
      schema: {
        tags,
        security,
        params: eventParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await removeEvent(app.db, request.user!, request.params.id, request.params.eventId);
      app.mail.kick();
      return { message: EVENT_SAVED.removed };
    },
  );

  app.post(
    '/:id/events/start',
    {
      schema: {
        tags,
        security,
        params: tournamentIdParamsSchema,
        body: startEventsInputSchema.nullish(),
        response: {
          200: startEventsResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const started = await startEvents(
        app.db,
        request.user!,
        request.params.id,
        request.body?.eventIds,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return { data: { started }, message: EVENT_MESSAGES.started(started.length) };
    },
  );

  app.post(
    '/:id/events/:eventId/start',
    {
      schema: {
        tags,
        security,
        params: eventParamsSchema,
        response: {
          200: startEventsResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      const started = await startEvents(
        app.db,
        request.user!,
        id,
        [eventId],
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return { data: { started }, message: EVENT_MESSAGES.started(started.length) };
    },
  );

  app.post(
    '/:id/registrations',
    {
      schema: {
        tags,
        security,
        description:
          'Registers the caller for several events of the tournament at once (decision 035): ' +
          'all or nothing; a full event puts them on its waitlist. A doubles event may name a ' +
          'partner (`partnerId` or `partnerEmail`), who is sent a request to accept (decision 038).',
        params: tournamentIdParamsSchema,
        body: registrationInputSchema,
        response: {
          200: registrationResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const events = await registerForEvents(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        {
          publicUrl: app.config.PUBLIC_URL,
          beforeMail: partnerMailLimits(app, request, reply),
        },
      );
      if (events.some((event) => event.partnerRequested)) app.mail.kick();
      return { data: { events }, message: REGISTRATION_MESSAGES.registered };
    },
  );

  app.get(
    '/:id/events/:eventId/eligibility-overrides',
    {
      schema: {
        tags,
        security,
        description: 'The players let into the event whatever its eligibility says (organizer).',
        params: eventParamsSchema,
        response: {
          200: eligibilityOverrideListResponseSchema,
          ...errorAnswers(401, 403, 404, 422, 429),
        },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      return { data: await listOverrides(app.db, request.user!, id, eventId) };
    },
  );

  app.post(
    '/:id/events/:eventId/eligibility-overrides',
    {
      schema: {
        tags,
        security,
        description: 'Lets one player into the event whatever its eligibility says (organizer).',
        params: eventParamsSchema,
        body: eligibilityOverrideInputSchema,
        response: {
          201: eligibilityOverrideResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { id, eventId } = request.params;
      const data = await grantOverride(app.db, request.user!, id, eventId, request.body.userId);
      return reply.status(201).send({ data, message: REGISTRATION_MESSAGES.overrideGranted });
    },
  );

  app.delete(
    '/:id/events/:eventId/eligibility-overrides',
    {
      schema: {
        tags,
        security,
        description: "Removes the organizer's override of the event's eligibility for one player.",
        params: eventParamsSchema,
        body: eligibilityOverrideInputSchema,
        response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { id, eventId } = request.params;
      await revokeOverride(app.db, request.user!, id, eventId, request.body.userId);
      return { message: REGISTRATION_MESSAGES.overrideRevoked };
    },
  );
}
