import { useDroppable } from '@dnd-kit/core';
import { useId } from 'react';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import { PlayerChip } from './player-chip';

export const POOL_ID = 'pool';
export const POOL_LABEL = 'Unassigned players';

/** The unassigned participants: a drop zone too, to take a player out of a team. */
export function TeamPool({ players }: { players: TournamentUser[] }) {
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: POOL_ID, data: { label: POOL_LABEL } });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={`rounded-lg border-2 p-3 transition-colors ${
        isOver ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
      }`}
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {POOL_LABEL} ({players.length})
      </h3>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Everyone is in a team.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {players.map((player) => (
            <li key={player.id}>
              <PlayerChip player={player} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
