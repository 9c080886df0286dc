import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { TournamentUser } from '@courtside/shared/api/tournament';
import { Avatar } from '@/components/ui/avatar';
import { formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** What the chip looks like; also drawn in the drag overlay under the pointer. */
export function PlayerChipBody({ player }: { player: TournamentUser }) {
  return (
    <>
      <GripVertical aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      <Avatar name={player.name} src={player.profileImage} size="sm" />
      <span className="min-w-0 flex-1 truncate text-left">{player.name}</span>
      <span className="shrink-0 text-xs text-slate-600">
        {player.rating == null ? i18n.t('N/A') : formatRating(player.rating)}
      </span>
    </>
  );
}

export const CHIP_CLASSES =
  'flex w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-sm font-medium text-slate-900 shadow-sm';

/**
 * A participant that can be dragged with a mouse, a finger (press and hold)
 * or the keyboard (Space to pick up, arrows to move, Space to drop).
 */
export function PlayerChip({ player }: { player: TournamentUser }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: player.id,
    data: { name: player.name },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={
        player.rating == null
          ? i18n.t('{name}, rating not set', { name: player.name })
          : i18n.t('{name}, rating {rating}', {
              name: player.name,
              rating: formatRating(player.rating),
            })
      }
      className={`${CHIP_CLASSES} cursor-grab touch-manipulation focus-visible:outline-2 focus-visible:outline-brand-700 ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      <PlayerChipBody player={player} />
    </button>
  );
}
