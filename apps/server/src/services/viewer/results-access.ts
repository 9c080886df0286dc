import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../tournaments/tournament-access';

/**
 * Whether `viewer` may see the results of a tournament (issue 22.5): anyone for a public one;
 * for a private one, its organizer, its registered participants and team members, and the
 * score keepers of its matches. An unknown tournament: false.
 */
export async function canSeeResults(
  db: Db | Tx,
  viewer: { id: string } | null,
  tournamentId: string,
): Promise<boolean> {
  if (!isUuid(tournamentId)) return false;
  const userId = viewer && isUuid(viewer.id) ? viewer.id : null;
  const result = (await db.execute(sql`
    select t.is_public or (${userId}::uuid is not null and (
        t.organizer_id = ${userId}::uuid
        or exists (select 1 from tournament_participants p
          where p.tournament_id = t.id and p.user_id = ${userId}::uuid)
        or exists (select 1 from team_members m
          where m.tournament_id = t.id and m.user_id = ${userId}::uuid)
        or exists (select 1 from match_score_keepers k join matches x on x.id = k.match_id
          where x.tournament_id = t.id and k.user_id = ${userId}::uuid))) as visible
      from tournaments t where t.id = ${tournamentId}::uuid`)) as unknown as {
    rows: { visible: boolean }[];
  };
  return result.rows[0]?.visible === true;
}
