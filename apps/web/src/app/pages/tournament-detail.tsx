import { lazy } from 'react';
import { BracketTab } from '@/features/brackets/components/bracket-tab';
import { CheckInTab } from '@/features/check-in/components/check-in-tab';
import { MatchesTab } from '@/features/matches/components/matches-tab';
import TournamentDetailPage from '@/features/tournaments/routes/tournament-detail';

/** The desk runs a tournament in play, for its organizer only: loaded when its tab opens. */
const DeskTab = lazy(() =>
  import('@/features/desk/components/desk-tab').then((m) => ({ default: m.DeskTab })),
);

const COMPETITION_TABS = {
  Matches: MatchesTab,
  Bracket: BracketTab,
  CheckIn: CheckInTab,
  Desk: DeskTab,
};

/**
 * /app/tournaments/{id}: the tournaments feature's detail page with the matches, brackets and
 * desk features' tabs. Features do not import each other, so the app composes them here.
 */
export default function TournamentDetailRoute() {
  return <TournamentDetailPage tabs={COMPETITION_TABS} />;
}
