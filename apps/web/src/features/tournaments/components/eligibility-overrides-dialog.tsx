import { UserMinus } from 'lucide-react';
import toast from 'react-hot-toast';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { UserSummary } from '@courtside/shared/api/match';
import { AddPersonForm } from '@/components/people/add-person-form';
import { PERSON_LIST_CLASSES, PersonRow } from '@/components/people/person-list';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import {
  useChangeEligibilityOverride,
  useEligibilityOverrides,
} from '@/features/tournaments/api/eligibility-overrides';
import { eligibilitySummary } from '@/features/tournaments/lib/event-labels';

/**
 * The organizer lets one player into an event whatever its eligibility says (issue 26, decision
 * 035): the players let in so far, each removable, and a person search to add one. The server
 * records who granted each, and when.
 */
export function EligibilityOverridesDialog({
  tournamentId,
  event,
  onClose,
}: {
  tournamentId: string;
  event: TournamentEvent;
  onClose: () => void;
}) {
  const overrides = useEligibilityOverrides(tournamentId, event.id);
  const change = useChangeEligibilityOverride(tournamentId, event.id);
  const letIn = new Set((overrides.data ?? []).map((o) => o.userId));
  const rule = eligibilitySummary(event);

  const onChange = (user: Pick<UserSummary, 'id' | 'name'>, isGrant: boolean, done?: () => void) =>
    void change.mutateAsync({ userId: user.id, isGrant }).then(
      (message) => {
        toast.success(i18n.t('{message}: {name}', { message: i18n.t(message), name: user.name }));
        done?.();
      },
      (error: unknown) =>
        toast.error(
          failureReason(
            error,
            isGrant
              ? i18n.t('Failed to let the player in')
              : i18n.t('Failed to remove the override'),
          ),
        ),
    );

  return (
    <Modal isOpen title={i18n.t('Eligibility Overrides')} size="md" onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {rule
            ? i18n.t(
                '{event} is for {rule}. The players below may enter it whatever their rating or age.',
                { event: event.name, rule },
              )
            : i18n.t('{event}. The players below may enter it whatever their rating or age.', {
                event: event.name,
              })}
        </p>
        {overrides.isPending ? (
          <Spinner label={i18n.t('Loading overrides...')} />
        ) : overrides.isError ? (
          <LoadError
            title={i18n.t('Failed to load the overrides')}
            text={i18n.t(overrides.error.message)}
            onRetry={() => void overrides.refetch()}
            isRetrying={overrides.isFetching}
          />
        ) : overrides.data.length === 0 ? (
          <p className="text-sm text-slate-600">{i18n.t('No player has an override yet.')}</p>
        ) : (
          <ul aria-label={i18n.t('Players let in')} className={PERSON_LIST_CLASSES}>
            {overrides.data.map((entry) => (
              <PersonRow
                key={entry.userId}
                name={entry.name}
                action={
                  <Button
                    variant="danger-outline"
                    size="sm"
                    aria-label={i18n.t('Remove the override of {name}', { name: entry.name })}
                    disabled={change.isPending}
                    onClick={() => onChange({ id: entry.userId, name: entry.name }, false)}
                  >
                    <UserMinus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Remove')}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
        <AddPersonForm
          label={i18n.t('Find a player by name or email')}
          submitLabel={i18n.t('Let in')}
          isPending={change.isPending}
          taken={{ ids: letIn, note: i18n.t('Let in') }}
          onAdd={(user, done) => onChange(user, true, done)}
        />
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {i18n.t('Close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
