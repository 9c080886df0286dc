import { lazy } from 'react';
import type { PublicTournament } from '@courtside/shared/api/live';
import type { Section } from './bracket-rounds';

const TvBracket = lazy(() => import('./tv-bracket'));
const SpectatorElimination = lazy(() => import('./spectator-elimination'));

/**
 * The bracket drawn rather than listed, loaded on demand (the public page's budget, decision
 * 013): a double elimination or knockout with consolation on the page and in TV mode, and the
 * other formats' rounds in TV mode. Each loads its own code; the caller's Suspense waits.
 */
export default function SpectatorDrawing({
  data,
  sections,
  isTv,
}: {
  data: PublicTournament;
  sections: readonly Section[];
  isTv: boolean;
}) {
  const { format } = data.tournament;
  return format === 'double-elimination' || format === 'consolation' ? (
    <SpectatorElimination data={data} isTv={isTv} />
  ) : (
    <TvBracket sections={sections} />
  );
}
