import { eq } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { Db, Tx } from '../../db/client';
import { matches, type MatchRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../tournaments/tournament-access';

export const matchNotFound = () => new AppError('NOT_FOUND', MATCH_MESSAGES.notFound);

/** The match row, or 404; `forUpdate` locks it until the transaction ends. */
export async function findMatch(db: Db | Tx, id: string, forUpdate = false): Promise<MatchRow> {
  if (!isUuid(id)) throw matchNotFound();
  const query = db.select().from(matches).where(eq(matches.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw matchNotFound();
  return row;
}
