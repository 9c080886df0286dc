import { z } from 'zod';

export const DASHBOARD_MESSAGES = {
  onlyOrganizers: /*i18n*/ 'Only organizers have an organizer dashboard',
} as const;

/**
 * GET /api/dashboard/organizer: `from` and `to` bound the viewer's today (the
 * client knows its zone; the UTC day without them).
 */
export const organizerDashboardQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: /*i18n*/ 'Please enter a valid date' }).optional(),
  to: z.iso.datetime({ offset: true, error: /*i18n*/ 'Please enter a valid date' }).optional(),
});
export type OrganizerDashboardQuery = z.input<typeof organizerDashboardQuerySchema>;

/**
 * The organizer's own figures, over the tournaments they run only
 * (docs/decisions/020). There is no confirmation step for results: a result is
 * final once the deciding score is entered, so what awaits a result is a match
 * in progress.
 */
export const organizerDashboardSchema = z.object({
  /** Their tournaments with status 'ongoing'. */
  tournamentsRunning: z.number().int(),
  /** Places taken in their tournaments in the last 7 days. */
  registrationsThisWeek: z.number().int(),
  /** Their matches not completed nor cancelled whose start time falls in today. */
  matchesToday: z.number().int(),
  /** Their matches in progress: the results still to come in. */
  matchesInProgress: z.number().int(),
});
export type OrganizerDashboard = z.infer<typeof organizerDashboardSchema>;

export const organizerDashboardResponseSchema = z.object({ data: organizerDashboardSchema });
