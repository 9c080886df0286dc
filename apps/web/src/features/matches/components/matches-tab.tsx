import { Swords, UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { scoringFormatNamed } from '@courtside/shared/domain/competition/scoring';
import { ExportCsvButton } from '@/components/tournaments/export-csv-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useTournamentMatches } from '@/features/matches/api/get-matches';
import { statusOf } from '@/lib/tournaments/labels';
import { SIDE_PENDING, canScoreMatch, needsScoreConfirmation, sideName } from '@/lib/match-sides';
import { matchSections } from '@/lib/match-sections';
import { useAuthStore } from '@/lib/auth-store';
import { MatchCard } from './match-card';
import { MatchDetailsDialog } from './match-details-dialog';
import { MatchManagementDialog } from './match-management-dialog';
import { NextRoundButton } from './next-round-button';
import { ScoreKeepersDialog } from './score-keepers-dialog';
import { ScoringGuideButton } from './scoring-guide-button';
import { UpdateScoreDialog } from './update-score-dialog';
import { i18n } from '@/lib/i18n';

/**
 * Only Swiss rounds and a round robin's knockout stage are generated on demand;
 * a knockout advances winners by itself, so the button would only ever be refused there.
 */
const hasRoundsOnDemand = (t: TournamentDetail) =>
  t.format === 'swiss' || (t.format === 'round-robin' && t.knockoutEnabled);

const sidesOf = (m: Match) =>
  i18n.t('{side1} v {side2}', {
    side1: sideName(m, 1) ?? i18n.t(SIDE_PENDING),
    side2: sideName(m, 2) ?? i18n.t(SIDE_PENDING),
  });

function MatchesSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

type Opened = { kind: 'score' | 'details' | 'manage'; match: Match; roundLabel: string };

/**
 * The matches tab (spec section 2): matches by round (and group), with View
 * Details for everyone, Manage for the owner, score entry for those allowed to
 * score, Correct Score for the owner while ongoing, Generate Next Round for the
 * owner, and the scoring guide. Nothing is fetched before the start: there are
 * no matches yet.
 */
export function MatchesTab({
  tournament: t,
  isOwner,
}: {
  tournament: TournamentDetail;
  isOwner: boolean;
}) {
  const userId = useAuthStore((s) => s.user?.id);
  const status = statusOf(t.status);
  const isUpcoming = status === 'upcoming';
  const query = useTournamentMatches(t.id, { enabled: !isUpcoming });
  const [opened, setOpened] = useState<Opened | null>(null);
  const format = scoringFormatNamed(t.scoringFormat, t.scoringSystem);
  const close = () => setOpened(null);
  // Keepers of the whole tournament or a court (decision 026): the owner's, before and after the start.
  const [isKeepersOpen, setIsKeepersOpen] = useState(false);
  const canManageKeepers = isOwner && status !== 'completed';
  const keepersButton = canManageKeepers && (
    <Button variant="outline" size="sm" onClick={() => setIsKeepersOpen(true)}>
      <UserCheck aria-hidden="true" className="h-4 w-4" /> {i18n.t('Score keepers')}
    </Button>
  );
  const keepersDialog = isKeepersOpen && canManageKeepers && (
    <ScoreKeepersDialog tournament={t} onClose={() => setIsKeepersOpen(false)} />
  );

  if (isUpcoming || (query.data && query.data.length === 0)) {
    return (
      <>
        <EmptyState
          icon={Swords}
          title={i18n.t('No matches scheduled yet')}
          text={
            isOwner && isUpcoming
              ? i18n.t('Click "Start Tournament" to generate matches')
              : undefined
          }
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ScoringGuideButton format={format} />
              {keepersButton}
            </div>
          }
        />
        {keepersDialog}
      </>
    );
  }
  if (query.isPending) return <MatchesSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={i18n.t('Failed to load matches')}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const sections = matchSections(query.data);
  const byKey = new Map(
    sections.flatMap((s) =>
      s.matches.map(
        (m) => [m.key, i18n.t('{round}: {sides}', { round: s.title, sides: sidesOf(m) })] as const,
      ),
    ),
  );
  // Dialogs that follow the match (its schedule, its keepers) read the latest copy of the list.
  const live = opened && (query.data.find((m) => m.id === opened.match.id) ?? opened.match);
  // Decision 027: a player's own deciding score (not the organizer's, not a keeper's) waits.
  const needsConfirmation = (match: Match) =>
    needsScoreConfirmation(match, {
      userId,
      organizerId: t.organizerId,
      scoreConfirmation: t.scoreConfirmation,
    });
  const actionsFor = (match: Match, roundLabel: string) => {
    const open = (kind: Opened['kind']) => () => setOpened({ kind, match, roundLabel });
    const canScore =
      status !== 'completed' && canScoreMatch(match, { userId, organizerId: t.organizerId });
    const canCorrect = isOwner && status === 'ongoing' && match.status === 'completed';
    return {
      onDetails: open('details'),
      onManage: isOwner ? open('manage') : undefined,
      onScore: canScore ? open('score') : undefined,
      onCorrect: canCorrect ? open('score') : undefined,
    };
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ScoringGuideButton format={format} />
          {keepersButton}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isOwner && <ExportCsvButton tournamentId={t.id} kind="results" />}
          {isOwner && status === 'ongoing' && hasRoundsOnDemand(t) && (
            <NextRoundButton tournamentId={t.id} />
          )}
        </div>
      </div>
      {keepersDialog}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`matches-${section.key}`}>
          <h2 id={`matches-${section.key}`} className="mb-3 text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {section.matches.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                roundLabel={section.title}
                actions={actionsFor(match, section.title)}
              />
            ))}
          </ul>
        </section>
      ))}
      {opened?.kind === 'score' && (
        // The score form keeps the copy it was opened on: its version guards against overwrites.
        <UpdateScoreDialog
          match={opened.match}
          roundLabel={opened.roundLabel}
          format={format}
          needsConfirmation={needsConfirmation(opened.match)}
          onClose={close}
        />
      )}
      {opened?.kind === 'details' && (
        <MatchDetailsDialog
          tournamentId={t.id}
          matchId={opened.match.id}
          roundLabel={opened.roundLabel}
          describeMatch={(key) => byKey.get(key) ?? key}
          onClose={close}
        />
      )}
      {opened?.kind === 'manage' && live && isOwner && (
        <MatchManagementDialog
          tournament={t}
          match={live}
          matchLabel={i18n.t('{round}: {sides}', {
            round: opened.roundLabel,
            sides: sidesOf(live),
          })}
          onClose={close}
        />
      )}
    </div>
  );
}
