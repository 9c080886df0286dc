import { BracketTab } from '@/features/brackets/components/bracket-tab';
import { CheckInTab } from '@/features/check-in/components/check-in-tab';
import { MatchesTab } from '@/features/matches/components/matches-tab';
import TournamentDetailPage from '@/features/tournaments/routes/tournament-detail';

const COMPETITION_TABS = { Matches: MatchesTab, Bracket: BracketTab, CheckIn: CheckInTab };

/**
 * /app/tournaments/{id}: the tournaments feature's detail page with the matches and brackets
 * features' tabs. Features do not import each other, so the app composes them here.
 */
export default function TournamentDetailRoute() {
  return <TournamentDetailPage tabs={COMPETITION_TABS} />;
}
