import { useDroppable } from '@dnd-kit/core';
import { Trash2, X } from 'lucide-react';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import { SelectField } from '@/components/ui/select-field';
import { TEAM_SIZE, type DraftTeam } from '@/features/tournaments/lib/team-draft';
import { PlayerChip } from './player-chip';
import { i18n } from '@/lib/i18n';

interface TeamCardProps {
  team: DraftTeam;
  index: number;
  displayName: string;
  people: ReadonlyMap<string, TournamentUser>;
  pool: TournamentUser[];
  onRename: (name: string) => void;
  onAddPlayer: (playerId: string) => void;
  onRemovePlayer: (playerId: string) => void;
  onRemoveTeam: () => void;
}

/**
 * A team of two as a drop zone. Besides dragging, a player can be picked from
 * a list and removed with a button, so no one has to drag (WCAG 2.5.7).
 */
export function TeamCard({
  team,
  index,
  displayName,
  people,
  pool,
  onRename,
  onAddPlayer,
  onRemovePlayer,
  onRemoveTeam,
}: TeamCardProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: `team:${team.key}`,
    data: { label: displayName },
  });
  const members = team.playerIds.flatMap((id) => people.get(id) ?? []);
  const freeSlots = TEAM_SIZE - members.length;
  return (
    <li
      ref={setNodeRef}
      aria-label={displayName}
      className={`rounded-lg border-2 p-3 transition-colors ${
        isOver ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`team-name-${team.key}`}>
          {i18n.t('Name of team {number}', { number: index + 1 })}
        </label>
        <input
          id={`team-name-${team.key}`}
          value={team.isNameEdited ? team.name : displayName}
          maxLength={60}
          onChange={(e) => onRename(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-900 focus:outline-2 focus:outline-brand-600"
        />
        <button
          type="button"
          aria-label={i18n.t('Remove team {number}', { number: index + 1 })}
          onClick={onRemoveTeam}
          className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <ul className="mt-2 space-y-2">
        {members.map((player) => (
          <li key={player.id} className="flex items-center gap-1">
            <PlayerChip player={player} />
            <button
              type="button"
              aria-label={i18n.t('Remove {player} from {team}', {
                player: player.name,
                team: displayName,
              })}
              onClick={() => onRemovePlayer(player.id)}
              className="rounded-md p-2 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
        {Array.from({ length: freeSlots }, (_, i) => (
          <li
            key={`slot-${i}`}
            className="rounded-lg border border-dashed border-slate-300 px-2 py-2 text-center text-xs text-slate-600"
          >
            {i18n.t('Drop a player here')}
          </li>
        ))}
      </ul>
      {freeSlots > 0 && pool.length > 0 && (
        <SelectField
          label={i18n.t('Add a player to {team}', { team: displayName })}
          isLabelHidden
          className="mt-2"
          value=""
          onChange={(e) => e.target.value && onAddPlayer(e.target.value)}
          options={[
            { value: '', label: i18n.t('Add a player...') },
            ...pool.map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
      )}
    </li>
  );
}
