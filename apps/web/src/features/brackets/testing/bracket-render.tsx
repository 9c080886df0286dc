import { screen } from '@testing-library/react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { answer, ok } from '@/test/msw';
import { bracketOf } from '@/test/match-fixtures';
import { renderDetail } from '@/test/render-detail';
import { PLAYER, detail } from '@/test/tournament-fixtures';

/** Answers GET /api/tournaments/{id}/bracket with these matches and standings. */
export const answerBracket = (matches: Match[], standings: StandingRow[] = []) =>
  answer('get', '/tournaments/:id/bracket', () => ok(bracketOf(matches, standings)));

/** Renders an ongoing tournament's detail page (with `overrides`) and opens its Bracket tab. */
export async function openBracket(overrides: Partial<TournamentDetail> = {}) {
  const view = renderDetail(detail({ status: 'ongoing', ...overrides }), PLAYER);
  await view.user.click(await screen.findByRole('tab', { name: 'Bracket' }));
  return view;
}
