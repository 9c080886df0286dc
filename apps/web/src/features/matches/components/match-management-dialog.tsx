import { useState } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { MatchSchedulePanel } from './match-schedule-panel';
import { ScoreKeepersPanel } from './score-keepers-panel';

type TabId = 'schedule' | 'keepers';
const TABS = [
  { id: 'schedule', label: 'Schedule Management' },
  { id: 'keepers', label: 'Score Keepers' },
] as const;

interface MatchManagementDialogProps {
  tournament: TournamentDetail;
  match: Match;
  /** 'Final · Kim Lobber v Lee Volley'. */
  matchLabel: string;
  onClose: () => void;
}

/** 'Match Management' (spec section 2, the owner only): the schedule and the score keepers. */
export function MatchManagementDialog({
  tournament,
  match,
  matchLabel,
  onClose,
}: MatchManagementDialogProps) {
  const [tab, setTab] = useState<TabId>('schedule');
  // Score keepers another window adds or removes show here too.
  useLiveTopics([`match:${match.id}`]);
  return (
    <Modal isOpen title="Match Management" size="lg" onClose={onClose}>
      <p className="mb-3 text-sm text-slate-600">{matchLabel}</p>
      <Tabs label="Match management" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'schedule' ? (
          <MatchSchedulePanel tournament={tournament} match={match} matchLabel={matchLabel} />
        ) : (
          <ScoreKeepersPanel tournamentId={tournament.id} matchId={match.id} />
        )}
      </Tabs>
    </Modal>
  );
}
