import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { useSaveTeams } from '@/features/tournaments/api/save-teams';
import { dropZoneKeyboardCoordinates } from '@/features/tournaments/lib/drop-zone-keyboard';
import {
  autoDraft,
  formedTeams,
  emptyTeam,
  initialDraft,
  isTeamFull,
  movePlayer,
  teamDisplayName,
  toSaveInput,
  unassigned,
  type DraftTeam,
  type DropTarget,
} from '@/features/tournaments/lib/team-draft';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { CHIP_CLASSES, PlayerChipBody } from './player-chip';
import { TeamCard } from './team-card';
import { POOL_ID, POOL_LABEL, TeamPool } from './team-pool';

const targetOf = (id: UniqueIdentifier): DropTarget =>
  id === POOL_ID ? { kind: 'pool' } : { kind: 'team', key: String(id).replace(/^team:/, '') };

/**
 * Form doubles teams by drag and drop (spec section 2): a pool of unassigned
 * participants and teams of exactly two. Mouse, touch and keyboard drags are
 * announced to screen readers; the lists beside each team do the same without
 * dragging. Only full teams are saved, replacing the previous set.
 */
export function FormTeamsDialog({
  tournament: t,
  isAutoDraft = false,
  onClose,
}: {
  tournament: TournamentDetail;
  /** Auto Create Teams: start from teams balanced by rating instead of the saved ones. */
  isAutoDraft?: boolean;
  onClose: () => void;
}) {
  const saveTeams = useSaveTeams(t.id);
  const [teams, setTeams] = useState<DraftTeam[]>(() =>
    isAutoDraft ? autoDraft(t) : initialDraft(t),
  );
  const [keptCount] = useState(() => (isAutoDraft ? formedTeams(t).length : 0));
  // What was there on opening: suggested teams are unsaved from the start.
  const [opened] = useState(() => (isAutoDraft ? null : JSON.stringify(teams)));
  const [activeId, setActiveId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDiscardAsked, setIsDiscardAsked] = useState(false);
  const isUnsaved = JSON.stringify(teams) !== opened;
  // Escape, the backdrop and the close button ask before throwing away unsaved teams.
  const requestClose = () => (isUnsaved ? setIsDiscardAsked(true) : onClose());
  const people = useMemo(
    () => new Map(t.participants.map((p) => [p.userId, p.user])),
    [t.participants],
  );
  const pool = unassigned(t.participants, teams).map((p) => p.user);
  const names = teams.map((team, i) => teamDisplayName(team, i, people));
  const fullCount = teams.filter(isTeamFull).length;
  const partialCount = teams.filter((team) => team.playerIds.length === 1).length;

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // Press and hold, so a finger can still scroll the dialog.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropZoneKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => people.get(String(id))?.name ?? i18n.t('Player');
  const labelOf = (id: UniqueIdentifier) => {
    if (id === POOL_ID) return i18n.t(POOL_LABEL);
    const index = teams.findIndex((team) => `team:${team.key}` === id);
    return names[index] ?? i18n.t('a team');
  };
  const move = (playerId: string, target: DropTarget): boolean => {
    const next = movePlayer(teams, playerId, target);
    if (next) setTeams(next);
    return next !== null;
  };
  const update = (key: string, change: Partial<DraftTeam>) =>
    setTeams((all) => all.map((team) => (team.key === key ? { ...team, ...change } : team)));

  const announcements: Announcements = {
    onDragStart: ({ active }) => i18n.t('Picked up {name}.', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n.t('{name} is over {target}.', { name: nameOf(active.id), target: labelOf(over.id) })
        : i18n.t('{name} is not over a team.', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) => {
      if (!over) {
        return i18n.t('{name} was dropped outside the teams and did not move.', {
          name: nameOf(active.id),
        });
      }
      const target = targetOf(over.id);
      const team = target.kind === 'team' ? teams.find((x) => x.key === target.key) : undefined;
      if (team && isTeamFull(team) && !team.playerIds.includes(String(active.id))) {
        return i18n.t('{target} is full; {name} did not move.', {
          target: labelOf(over.id),
          name: nameOf(active.id),
        });
      }
      return i18n.t('{name} was dropped into {target}.', {
        name: nameOf(active.id),
        target: labelOf(over.id),
      });
    },
    onDragCancel: ({ active }) =>
      i18n.t('Moving {name} was cancelled.', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over) move(String(active.id), targetOf(over.id));
  };

  const onSave = () => {
    setError(null);
    saveTeams.mutate(toSaveInput(teams, people), {
      onSuccess: () => {
        toast.success(i18n.t(TOURNAMENT_MESSAGES.teamsSaved));
        onClose();
      },
      onError: (e) => {
        toast.error(i18n.t(TOURNAMENT_MESSAGES.saveTeamsFailed));
        if (e instanceof ApiError && e.serverMessage && e.status !== undefined && e.status < 500) {
          setError(i18n.t(e.serverMessage));
        }
      },
    });
  };

  const activePlayer = activeId ? people.get(activeId) : undefined;
  return (
    <>
      <Modal
        isOpen
        title={i18n.t('Form Teams')}
        size="xl"
        onClose={requestClose}
        isDismissDisabled={activeId !== null || isDiscardAsked}
      >
        {isAutoDraft && (
          <div className="mb-3">
            <Alert tone="info">
              {keptCount > 0
                ? i18n.t(
                    '{count, plural, one {Suggested teams, balanced by rating (the strongest player with the weakest), for the players without a partner; the # team already formed stay. Nothing is saved yet: adjust them, then Save Teams, or Cancel to keep things as they were.} other {Suggested teams, balanced by rating (the strongest player with the weakest), for the players without a partner; the # teams already formed stay. Nothing is saved yet: adjust them, then Save Teams, or Cancel to keep things as they were.}}',
                    { count: keptCount },
                  )
                : i18n.t(
                    'Suggested teams, balanced by rating (the strongest player with the weakest). Nothing is saved yet: adjust them, then Save Teams, or Cancel to keep things as they were.',
                  )}
            </Alert>
          </div>
        )}
        <p className="text-sm text-slate-600">
          {i18n.t(
            'Drag players into teams of two, or pick them from the list under each team. With a keyboard: Space picks a player up, the arrow keys move between teams, Space drops.',
          )}
        </p>
        <DndContext
          sensors={sensors}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: i18n.t(
                'To move a player, press Space or Enter. Use the arrow keys to move between the unassigned players and the teams, then press Space or Enter to drop, or Escape to cancel.',
              ),
            },
          }}
          onDragStart={({ active }) => setActiveId(String(active.id))}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveId(null)}
        >
          <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <div className="md:sticky md:top-0 md:self-start">
              <TeamPool players={pool} />
            </div>
            <section aria-labelledby="teams-title">
              <div className="flex items-center justify-between gap-2">
                <h3 id="teams-title" className="text-sm font-semibold text-slate-900">
                  {i18n.t('Teams ({count})', { count: teams.length })}
                </h3>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setTeams((all) => [...all, emptyTeam()])}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Add Team')}
                </Button>
              </div>
              <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                {teams.map((team, index) => (
                  <TeamCard
                    key={team.key}
                    team={team}
                    index={index}
                    displayName={names[index]!}
                    people={people}
                    pool={pool}
                    onRename={(name) => update(team.key, { name, isNameEdited: true })}
                    onAddPlayer={(id) => move(id, { kind: 'team', key: team.key })}
                    onRemovePlayer={(id) => move(id, { kind: 'pool' })}
                    onRemoveTeam={() => setTeams((all) => all.filter((x) => x.key !== team.key))}
                  />
                ))}
              </ul>
            </section>
          </div>
          <DragOverlay>
            {activePlayer && (
              <div className={`${CHIP_CLASSES} cursor-grabbing shadow-lg`}>
                <PlayerChipBody player={activePlayer} />
              </div>
            )}
          </DragOverlay>
        </DndContext>

        <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700" aria-live="polite">
            {partialCount > 0
              ? i18n.t(
                  'Only full teams of 2 are saved: {full, plural, one {# team} other {# teams}} ready, {partial, plural, one {# incomplete team} other {# incomplete teams}} will be left out.',
                  { full: fullCount, partial: partialCount },
                )
              : i18n.t(
                  'Only full teams of 2 are saved: {full, plural, one {# team} other {# teams}} ready.',
                  { full: fullCount },
                )}
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {/* Cancel says what it does: it closes without asking. */}
            <Button variant="outline" onClick={onClose}>
              {i18n.t('Cancel')}
            </Button>
            <Button isLoading={saveTeams.isPending} onClick={onSave}>
              {saveTeams.isPending ? i18n.t('Saving...') : i18n.t('Save Teams')}
            </Button>
          </div>
        </div>
      </Modal>
      {isDiscardAsked && (
        <ConfirmDialog
          title={i18n.t('Discard unsaved teams?')}
          confirmLabel={i18n.t('Discard')}
          busyLabel={i18n.t('Discarding...')}
          isBusy={false}
          onConfirm={onClose}
          onClose={() => setIsDiscardAsked(false)}
        >
          <p>{i18n.t('The teams you formed are not saved. Close Form Teams and lose them?')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
