import { LogOut, UserMinus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TournamentDetail, TournamentUser } from '@courtside/shared/api/tournament';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExportCsvButton } from '@/components/tournaments/export-csv-button';
import { EmptyState } from '@/components/ui/empty-state';
import { isTeamType, statusOf } from '@/lib/tournaments/labels';
import { AddParticipantForm } from './add-participant-form';
import { RemoveParticipantDialog } from './remove-participant-dialog';
import { TeamsSection } from './teams-section';
import { WithdrawEntrantDialog } from './withdraw-entrant-dialog';
import { formatRating } from '@/lib/format';
import { useAuthStore } from '@/lib/auth-store';
import { i18n } from '@/lib/i18n';

// Loaded when a doubles event shows it: the detail page's chunk stays within its budget
// (bench/bundle.mjs).
const LookingForPartner = lazy(() =>
  import('@/features/tournaments/registration/looking-for-partner').then((m) => ({
    default: m.LookingForPartner,
  })),
);

const ratingText = (rating: number | null) =>
  i18n.t('Rating: {rating}', { rating: rating == null ? i18n.t('N/A') : formatRating(rating) });

function PersonRow({
  user,
  note,
  onRemove,
  onWithdraw,
}: {
  user: TournamentUser;
  note?: string;
  onRemove?: () => void;
  /** The withdraw action, named after the entrant: the player, or their doubles team. */
  onWithdraw?: { label: string; run: () => void };
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      <Avatar name={user.name} src={user.profileImage} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{user.name}</p>
        <p className="text-sm text-slate-600">
          {ratingText(user.rating ?? null)}
          {note && ` · ${note}`}
        </p>
      </div>
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={i18n.t('Remove {name}', { name: user.name })}
          title={i18n.t('Remove {name}', { name: user.name })}
          onClick={onRemove}
        >
          <UserMinus aria-hidden="true" className="h-4 w-4" />
        </Button>
      )}
      {onWithdraw && (
        <Button variant="ghost" size="sm" aria-label={onWithdraw.label} onClick={onWithdraw.run}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {i18n.t('Withdraw')}
        </Button>
      )}
    </li>
  );
}

interface ParticipantsTabProps {
  tournament: TournamentDetail;
  isOwner: boolean;
  onFormTeams: (isAutoDraft: boolean) => void;
  /** The tournament has several events: this tab is one event's (issue 26). */
  isOneOfSeveral?: boolean;
}

type Removal = { user: TournamentUser; isWaitlisted: boolean };
type Entrant = { id: string; name: string };

/** Participants, the waitlist, and the owner's add, remove, withdraw and team controls. */
export function ParticipantsTab({
  tournament: t,
  isOwner,
  onFormTeams,
  isOneOfSeveral = false,
}: ParticipantsTabProps) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [withdrawal, setWithdrawal] = useState<Entrant | null>(null);
  const viewer = useAuthStore((s) => s.user);
  const isFull = t.currentParticipants >= t.maxParticipants;
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const hasTeams = isTeamType(t.type);
  const canRemove = isOwner && isUpcoming;
  const canWithdraw = isOwner && statusOf(t.status) === 'ongoing';
  const teamOf = (userId: string) => t.teams.find((team) => team.playerIds.includes(userId));
  const partnerOf = (userId: string) =>
    teamOf(userId)?.players.find((player) => player.id !== userId)?.name;
  // Rule 12.G: a player (singles) or their team (doubles) withdraws from the started event.
  const entrantOf = (p: TournamentDetail['participants'][number]) => {
    const team = hasTeams ? teamOf(p.userId) : undefined;
    if (hasTeams && !team) return null;
    return {
      id: team?.id ?? p.userId,
      name: team?.name ?? p.user.name,
      isWithdrawn: Boolean(team ? team.withdrawnAt : p.withdrawnAt),
    };
  };
  // Doubles: who still needs a partner before the start (spec: only full teams play).
  const noteOf = (p: TournamentDetail['participants'][number]) => {
    if (entrantOf(p)?.isWithdrawn) return i18n.t('Withdrawn');
    if (!hasTeams) return undefined;
    // A formed team names the partner beside the rating (issue 26).
    const partner = partnerOf(p.userId);
    return teamOf(p.userId)
      ? partner
        ? i18n.t('Partner: {name}', { name: partner })
        : undefined
      : i18n.t('No partner yet');
  };
  const withdrawOf = (p: TournamentDetail['participants'][number]) => {
    const entrant = entrantOf(p);
    if (!canWithdraw || !entrant || entrant.isWithdrawn) return undefined;
    const label = hasTeams
      ? i18n.t("Withdraw {team} ({player}'s team)", { team: entrant.name, player: p.user.name })
      : i18n.t('Withdraw {name}', { name: entrant.name });
    return { label, run: () => setWithdrawal({ id: entrant.id, name: entrant.name }) };
  };
  return (
    <div className="space-y-4">
      {isOwner && (
        <div className="flex justify-end">
          <ExportCsvButton tournamentId={t.id} kind="entrants" />
        </div>
      )}
      {isOwner && (
        <AddParticipantForm tournamentId={t.id} isFull={isFull} isOneOfSeveral={isOneOfSeveral} />
      )}
      {hasTeams && (isOwner || t.teams.length > 0) && (
        <TeamsSection tournament={t} canManage={isOwner && isUpcoming} onFormTeams={onFormTeams} />
      )}
      {hasTeams && isUpcoming && (
        <Suspense fallback={null}>
          <LookingForPartner
            eventId={t.id}
            viewerId={viewer?.id ?? null}
            canAsk={viewer?.role === 'player' && t.isParticipant && !teamOf(viewer.id)}
            mustRegisterFirst={viewer?.role === 'player' && !t.isParticipant}
          />
        </Suspense>
      )}
      {t.participants.length === 0 ? (
        <EmptyState icon={Users} title={i18n.t('No participants yet')} />
      ) : (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            {i18n.t('Participants ({current}/{max})', {
              current: t.currentParticipants,
              max: t.maxParticipants,
            })}
          </h2>
          <ul
            aria-label={i18n.t('Participants')}
            className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
          >
            {t.participants.map((p) => (
              <PersonRow
                key={p.userId}
                user={p.user}
                note={noteOf(p)}
                onRemove={
                  canRemove ? () => setRemoval({ user: p.user, isWaitlisted: false }) : undefined
                }
                onWithdraw={withdrawOf(p)}
              />
            ))}
          </ul>
        </Card>
      )}
      {t.waitlist.length > 0 && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            {i18n.t('Waitlist ({count})', { count: t.waitlist.length })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {i18n.t('When a place frees up, the first player in line moves in.')}
          </p>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {t.waitlist.map((entry) => (
              <PersonRow
                key={entry.userId}
                user={entry.user}
                note={i18n.t('Position {position}', { position: entry.position })}
                onRemove={
                  canRemove ? () => setRemoval({ user: entry.user, isWaitlisted: true }) : undefined
                }
              />
            ))}
          </ol>
        </Card>
      )}
      {removal && (
        <RemoveParticipantDialog
          tournamentId={t.id}
          player={removal.user}
          partnerName={removal.isWaitlisted ? undefined : partnerOf(removal.user.id)}
          isWaitlisted={removal.isWaitlisted}
          onClose={() => setRemoval(null)}
        />
      )}
      {withdrawal && (
        <WithdrawEntrantDialog
          tournamentId={t.id}
          entrant={withdrawal}
          onClose={() => setWithdrawal(null)}
        />
      )}
    </div>
  );
}
