// How a match's round reads in a calendar or an export (issue 26).
import type { Match } from '@courtside/shared/api/match';

const STAGE_NAMES: Partial<Record<Match['stage'], string>> = {
  bronze: 'Bronze match',
  'grand-final': 'Grand final',
  extra: 'Extra match',
};

/** "Group A, round 1", "Losers' round 2", "Round 3". */
export function roundName(match: Pick<Match, 'stage' | 'group' | 'round'>): string {
  const named = STAGE_NAMES[match.stage];
  if (named) return named;
  if (match.stage === 'group' && match.group) return `Group ${match.group}, round ${match.round}`;
  if (match.stage === 'losers') return `Losers' round ${match.round}`;
  if (match.stage === 'consolation') return `Consolation round ${match.round}`;
  return `Round ${match.round}`;
}
