import { BracketTab } from '@/features/brackets/components/bracket-tab';
import { DeskTab } from '@/features/desk/components/desk-tab';
import { MatchesTab } from '@/features/matches/components/matches-tab';
import TournamentDetailPage from '@/features/tournaments/routes/tournament-detail';

const COMPETITION_TABS = { Matches: MatchesTab, Bracket: BracketTab, Desk: DeskTab };

/**
 * /app/tournaments/{id}: the tournaments feature's detail page with the matches, brackets and
 * desk features' tabs. Features do not import each other, so the app composes them here.
 */
export default function TournamentDetailRoute() {
  return <TournamentDetailPage tabs={COMPETITION_TABS} />;
}
