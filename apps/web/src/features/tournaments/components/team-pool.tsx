import { useDroppable } from '@dnd-kit/core';
import { useId } from 'react';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import { PlayerChip } from './player-chip';
import { i18n } from '@/lib/i18n';

export const POOL_ID = 'pool';
/** Translated where shown: `i18n.t(POOL_LABEL)`. */
export const POOL_LABEL = /*i18n*/ 'Unassigned players';

/** The unassigned participants: a drop zone too, to take a player out of a team. */
export function TeamPool({ players }: { players: TournamentUser[] }) {
  const titleId = useId();
  const label = i18n.t(POOL_LABEL);
  const { setNodeRef, isOver } = useDroppable({ id: POOL_ID, data: { label } });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={`rounded-lg border-2 p-3 transition-colors ${
        isOver ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
      }`}
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {label} ({players.length})
      </h3>
      {players.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{i18n.t('Everyone is in a team.')}</p>
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
