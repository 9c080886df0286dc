import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { useStartEvents } from '@/features/tournaments/api/events';
import { ApiError } from '@/lib/api-error';
import { statusOf } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

/**
 * Start one, several or every upcoming event in one go (POST .../events/start): a checklist,
 * every upcoming event ticked. A refusal names its event and starts none: it stays on screen.
 */
export function StartEventsDialog({
  tournamentId,
  events,
  onClose,
  onStarted,
}: {
  tournamentId: string;
  events: TournamentEvent[];
  onClose: () => void;
  /** The events started: the page moves the focus once its list shows them. */
  onStarted?: (eventIds: string[]) => void;
}) {
  const upcoming = events.filter((e) => statusOf(e.status) === 'upcoming');
  const [chosen, setChosen] = useState(() => new Set(upcoming.map((e) => e.id)));
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = useStartEvents(tournamentId);
  // The Start button was disabled while sending: the refusal takes the focus (WCAG 2.4.3).
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // The promise, not mutate's callbacks: the live update can show the events started before the
  // answer and unmount this dialog, and an unmounted mutation's callbacks never run (as Start Event).
  const onStart = () => {
    setRefusal(null);
    const eventIds = upcoming.filter((e) => chosen.has(e.id)).map((e) => e.id);
    void start.mutateAsync(eventIds).then(
      ({ data }) => {
        toast.success(
          i18n.t('{count, plural, one {Event started} other {# events started}}', {
            count: data.started.length,
          }),
        );
        onStarted?.(data.started);
        onClose();
      },
      (error: unknown) =>
        setRefusal(error instanceof ApiError ? error.message : i18n.t(MATCH_MESSAGES.startFailed)),
    );
  };

  return (
    <Modal
      isOpen
      title={i18n.t('Start Events')}
      size="md"
      onClose={onClose}
      isDismissDisabled={start.isPending}
    >
      <div className="space-y-3 text-slate-700">
        <p>
          {i18n.t(
            'Each event ticked gets its first matches and closes its registration. This cannot be undone.',
          )}
        </p>
        {refusal && (
          <Alert tone="error" focusRef={refusalRef}>
            {refusal}
          </Alert>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-800">
            {i18n.t('Events to start')}
          </legend>
          {upcoming.map((e) => (
            <Checkbox
              key={e.id}
              label={`${e.name} (${e.currentParticipants}/${e.maxParticipants})`}
              checked={chosen.has(e.id)}
              onChange={() => toggle(e.id)}
            />
          ))}
        </fieldset>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={start.isPending}>
          {i18n.t('Cancel')}
        </Button>
        <Button isLoading={start.isPending} disabled={chosen.size === 0} onClick={onStart}>
          {start.isPending
            ? i18n.t('Starting...')
            : chosen.size === upcoming.length
              ? i18n.t('Start all')
              : i18n.t('{count, plural, one {Start # event} other {Start # events}}', {
                  count: chosen.size,
                })}
        </Button>
      </div>
    </Modal>
  );
}
