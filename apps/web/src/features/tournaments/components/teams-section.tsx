import { Shuffle, Users } from 'lucide-react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { i18n } from '@/lib/i18n';

interface TeamsSectionProps {
  tournament: TournamentDetail;
  /** The owner, before the start: teams can still change. */
  canManage: boolean;
  onFormTeams: (isAutoDraft: boolean) => void;
}

/** The doubles/mixed teams: the formed pairs, and for the owner the two ways to form them. */
export function TeamsSection({ tournament: t, canManage, onFormTeams }: TeamsSectionProps) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          {i18n.t('Teams ({count})', { count: t.teams.length })}
        </h2>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onFormTeams(false)}>
              <Users aria-hidden="true" className="h-4 w-4" /> {i18n.t('Form Teams (Drag & Drop)')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={t.participants.length < 2}
              onClick={() => onFormTeams(true)}
            >
              <Shuffle aria-hidden="true" className="h-4 w-4" /> {i18n.t('Auto Create Teams')}
            </Button>
          </div>
        )}
      </div>
      {canManage && (
        <p className="mt-1 text-sm text-slate-600">
          {i18n.t(
            'Auto Create suggests teams balanced by rating (the strongest player with the weakest); you review them before anything is saved.',
          )}
        </p>
      )}
      {t.teams.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{i18n.t('No teams formed yet.')}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {t.teams.map((team) => (
            <li key={team.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">{team.name}</p>
              <ul className="mt-2 space-y-1">
                {team.players.map((player) => (
                  <li key={player.id} className="flex items-center gap-2 text-sm text-slate-700">
                    <Avatar name={player.name} src={player.profileImage} size="sm" />
                    {player.name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
