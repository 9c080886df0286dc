import {
  scoringFormatNamed,
  type ScoringFormat,
} from '@courtside/shared/domain/competition/scoring';
import type { TournamentRow } from '../../db/schema';

/** The tournament's scoring option (rule 12.B) as the engine reads it. */
export const scoringFormatOf = (
  t: Pick<TournamentRow, 'scoringFormat' | 'scoringSystem'>,
): ScoringFormat => scoringFormatNamed(t.scoringFormat, t.scoringSystem);
