import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tournaments } from '../../db/schema';
import { isUuid } from './tournament-access';

/** What a shared link to a tournament's spectator page previews: its name, dates and place. */
export interface TournamentPagePreview {
  name: string;
  startDate: string;
  endDate: string | null;
  location: string;
}

/**
 * The preview of /t/{id} (its Open Graph tags), for a public tournament only; null for anything
 * else (unknown, not public), so the page of a private tournament learns nothing.
 */
export async function loadPagePreview(db: Db, id: string): Promise<TournamentPagePreview | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      name: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      location: tournaments.location,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.isPublic, true)))
    .limit(1);
  return row ?? null;
}
