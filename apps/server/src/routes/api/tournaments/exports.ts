import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tournamentIdParamsSchema } from '@courtside/shared/api/tournament';
import { safeFilename } from '../../../lib/filename';
import { titleWithEventOf } from '../../../services/events/event-name';
import {
  exportEntrants,
  exportResults,
  type CsvExport,
} from '../../../services/tournaments/export-csv';
import { errorAnswers } from '../../error-answers';

const csvAnswer = z
  .unknown()
  .describe('A CSV document (RFC 4180), text/csv; charset=utf-8, sent as an attachment');

/**
 * The organizer's CSV exports (issue 26): entrants and results of their tournament, as
 * downloads. Registered inside tournamentRoutes, behind its sign-in hook.
 */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['tournaments'],
    security: [{ bearerAuth: [] }],
    params: tournamentIdParamsSchema,
    response: { 200: csvAnswer, ...errorAnswers(401, 403, 404, 422, 429) },
  };
  const send = (reply: FastifyReply, kind: string, out: CsvExport) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8; header=present')
      .header(
        'Content-Disposition',
        `attachment; filename="${safeFilename(`${titleWithEventOf(out.tournament)} ${kind}`, 'csv')}"`,
      )
      .header('Cache-Control', 'no-store')
      .send(out.csv);

  app.get(
    '/:id/export/entrants.csv',
    { preHandler: app.limits.tournamentExport, schema },
    async (request, reply) =>
      send(
        reply,
        'entrants',
        await exportEntrants(app.db, request.user!, request.params.id, app.config.PUBLIC_URL),
      ),
  );

  app.get(
    '/:id/export/results.csv',
    { preHandler: app.limits.tournamentExport, schema },
    async (request, reply) =>
      send(
        reply,
        'results',
        await exportResults(app.db, request.user!, request.params.id, app.config.PUBLIC_URL),
      ),
  );
}
