import { Users } from 'lucide-react';
import type { TournamentDetail, TournamentUser } from '@courtside/shared/api/tournament';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { isTeamType, statusOf } from '@/features/tournaments/lib/labels';
import { AddParticipantForm } from './add-participant-form';
import { TeamsSection } from './teams-section';

const ratingText = (rating: number | null) =>
  `Rating: ${rating == null ? 'N/A' : rating.toFixed(1)}`;

function PersonRow({ user, note }: { user: TournamentUser; note?: string }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
      <Avatar name={user.name} src={user.profileImage} />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{user.name}</p>
        <p className="text-sm text-slate-600">
          {ratingText(user.rating)}
          {note && ` · ${note}`}
        </p>
      </div>
    </li>
  );
}

interface ParticipantsTabProps {
  tournament: TournamentDetail;
  isOwner: boolean;
  onFormTeams: () => void;
}

/** Participants, the waitlist, and the owner's add-participant and team controls. */
export function ParticipantsTab({ tournament: t, isOwner, onFormTeams }: ParticipantsTabProps) {
  const isFull = t.currentParticipants >= t.maxParticipants;
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const hasTeams = isTeamType(t.type);
  return (
    <div className="space-y-4">
      {isOwner && <AddParticipantForm tournamentId={t.id} isFull={isFull} />}
      {hasTeams && (isOwner || t.teams.length > 0) && (
        <TeamsSection tournament={t} canManage={isOwner && isUpcoming} onFormTeams={onFormTeams} />
      )}
      {t.participants.length === 0 ? (
        <EmptyState icon={Users} title="No participants yet" />
      ) : (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            Participants ({t.currentParticipants}/{t.maxParticipants})
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {t.participants.map((p) => (
              <PersonRow key={p.userId} user={p.user} />
            ))}
          </ul>
        </Card>
      )}
      {t.waitlist.length > 0 && (
        <Card className="p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">Waitlist ({t.waitlist.length})</h2>
          <p className="mt-1 text-sm text-slate-600">
            When a place frees up, the first player in line moves in.
          </p>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {t.waitlist.map((entry) => (
              <PersonRow key={entry.userId} user={entry.user} note={`Position ${entry.position}`} />
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
