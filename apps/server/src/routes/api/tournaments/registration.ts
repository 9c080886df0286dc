import type { FastifyInstance } from 'fastify';
import { toParticipantUser } from '../../../services/viewer/people';
import { audienceOf, tournamentDetailFor } from '../../../services/viewer/tournaments';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  TOURNAMENT_MESSAGES,
  addParticipantInputSchema,
  addParticipantResponseSchema,
  contactOrganizerInputSchema,
  joinResponseSchema,
  participantParamsSchema,
  tournamentIdParamsSchema,
  waitlistedMessage,
  type TournamentDetail,
} from '@courtside/shared/api/tournament';
import { addParticipantByOrganizer } from '../../../services/tournaments/add-participant-by-organizer';
import { contactOrganizer } from '../../../services/tournaments/contact-organizer';
import { joinTournament, type JoinOutcome } from '../../../services/tournaments/join-tournament';
import { leaveTournament } from '../../../services/tournaments/leave-tournament';
import { loadTournamentDetail } from '../../../services/tournaments/load-tournament-detail';
import { removeParticipant } from '../../../services/tournaments/remove-participant';
import { errorAnswers } from '../../error-answers';

/** The joined tournament as the caller now sees it, with their place (issue 23.2). */
const joinAnswer = (detail: TournamentDetail, outcome: JoinOutcome) => ({
  data: { ...detail, registration: outcome },
  message:
    outcome.status === 'joined' ? TOURNAMENT_MESSAGES.joined : waitlistedMessage(outcome.position),
});

/** Joining, leaving, the waitlist, organizer-added participants and contacting the organizer. */
export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tournaments'];
  const security = [{ bearerAuth: [] }];
  const params = tournamentIdParamsSchema;

  // Join takes a place (or, for autoJoinWaitlist players, a waitlist spot when full);
  // waitlist asks for a waitlist spot, only when full.
  for (const [path, isWaitlistRequest] of [
    ['/:id/join', false],
    ['/:id/waitlist', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          params,
          response: { 200: joinResponseSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 429) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const outcome = await joinTournament(app.db, request.user!, id, { isWaitlistRequest });
        const detail = await loadTournamentDetail(app.db, id, request.user!.id);
        return joinAnswer(
          await tournamentDetailFor(app.db, detail, audienceOf(app, request)),
          outcome,
        );
      },
    );
  }

  app.post(
    '/:id/leave',
    {
      schema: {
        tags,
        security,
        params,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const outcome = await leaveTournament(
        app.db,
        request.user!,
        request.params.id,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return {
        message: outcome === 'left' ? TOURNAMENT_MESSAGES.left : TOURNAMENT_MESSAGES.leftWaitlist,
      };
    },
  );

  app.post(
    '/:id/participants/add-by-organizer',
    {
      preHandler: [app.limits.additionsByOrganizer],
      schema: {
        tags,
        security,
        params,
        body: addParticipantInputSchema,
        response: {
          201: addParticipantResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { participant, isInvited } = await addParticipantByOrganizer(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        app.config.PUBLIC_URL,
        // The per-recipient limit counts only additions that passed every check (issue 22.6).
        () => app.limits.additionsToRecipient.call(app, request, reply).then(() => {}),
      );
      app.mail.kick();
      // The caller is the organizer: the serializer shows them what seeding needs (decision 012).
      const audience = { ...audienceOf(app, request), organizerId: request.user!.id };
      const data = {
        participant: participant && {
          ...participant,
          user: toParticipantUser(participant.user, audience),
        },
        isInvited,
      };
      return reply.status(201).send({ data, message: TOURNAMENT_MESSAGES.participantAdded });
    },
  );

  app.delete(
    '/:id/participants/:userId',
    {
      schema: {
        tags,
        security,
        params: participantParamsSchema,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await removeParticipant(app.db, request.user!, id, userId, app.config.PUBLIC_URL);
      app.mail.kick();
      return { message: TOURNAMENT_MESSAGES.participantRemoved };
    },
  );

  app.post(
    '/:id/contact',
    {
      preHandler: app.limits.contactOrganizer,
      schema: {
        tags,
        security,
        params,
        body: contactOrganizerInputSchema,
        response: {
          200: messageResponseSchema,
          ...errorAnswers(400, 401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      await contactOrganizer(
        app.db,
        request.user!,
        request.params.id,
        request.body,
        app.config.PUBLIC_URL,
      );
      app.mail.kick();
      return { message: TOURNAMENT_MESSAGES.messageSent };
    },
  );
}
