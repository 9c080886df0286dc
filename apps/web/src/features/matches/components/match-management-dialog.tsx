import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { hasBothSides } from '@/lib/match-sides';
import { MatchSchedulePanel } from './match-schedule-panel';
import { ScoreKeepersPanel } from './score-keepers-panel';
import { SpecialResultPanel } from './special-result-panel';
import { i18n } from '@/lib/i18n';

type TabId = 'schedule' | 'keepers' | 'special';
const TABS = [
  { id: 'schedule', label: /*i18n*/ 'Schedule Management' },
  { id: 'keepers', label: /*i18n*/ 'Score Keepers' },
];
/** A special result needs both sides, and a match not cancelled (decision 024). */
const TABS_WITH_SPECIAL = [...TABS, { id: 'special', label: /*i18n*/ 'Special Result' }];

interface MatchManagementDialogProps {
  tournament: TournamentDetail;
  match: Match;
  /** 'Final · Kim Lobber v Lee Volley'. */
  matchLabel: string;
  onClose: () => void;
}

/**
 * 'Match Management' (spec section 2, the owner only): the schedule, the score keepers,
 * and a special result (walkover, retirement, forfeit, disqualification); a link to print the
 * match's score sheet.
 */
export function MatchManagementDialog({
  tournament,
  match,
  matchLabel,
  onClose,
}: MatchManagementDialogProps) {
  const [tab, setTab] = useState<TabId>('schedule');
  // Score keepers another window adds or removes show here too.
  useLiveTopics([`match:${match.id}`]);
  const canSpecial = hasBothSides(match) && match.status !== 'cancelled';
  return (
    <Modal isOpen title={i18n.t('Match Management')} size="lg" onClose={onClose}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{matchLabel}</p>
        {/* The match's paper score sheet (issue 27): the print view of this match alone. */}
        <Link
          to={`/app/tournaments/${tournament.id}/print/score-sheets?match=${encodeURIComponent(match.id)}`}
          className={buttonClasses('outline', 'sm')}
        >
          <Printer aria-hidden="true" className="h-4 w-4" /> {i18n.t('Print score sheet')}
        </Link>
      </div>
      <Tabs
        label={i18n.t('Match management')}
        tabs={(canSpecial ? TABS_WITH_SPECIAL : TABS).map((t) => ({
          id: t.id as TabId,
          label: i18n.t(t.label),
        }))}
        value={tab}
        onChange={setTab}
      >
        {tab === 'schedule' ? (
          <MatchSchedulePanel tournament={tournament} match={match} matchLabel={matchLabel} />
        ) : tab === 'special' && canSpecial ? (
          <SpecialResultPanel match={match} onDone={onClose} />
        ) : (
          <ScoreKeepersPanel tournamentId={tournament.id} matchId={match.id} />
        )}
      </Tabs>
    </Modal>
  );
}
