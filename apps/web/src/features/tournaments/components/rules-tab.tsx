import { Edit3, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useUpdateTournament } from '@/features/tournaments/api/update-tournament';
import { isRulesEmpty, sanitizeRules } from '@/features/tournaments/lib/rules';
import { ApiError } from '@/lib/api-error';
import { RulesContent } from './rules-content';
import { RulesEditor } from './rules-editor';
import { i18n } from '@/lib/i18n';

/** The rules as rich text; the owner edits them in place. */
export function RulesTab({
  tournament: t,
  isOwner,
}: {
  tournament: TournamentDetail;
  isOwner: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(t.rules ?? '');
  const update = useUpdateTournament(t.id);
  const hasRules = !isRulesEmpty(t.rules);

  const startEditing = () => {
    setDraft(t.rules ?? '');
    setIsEditing(true);
  };

  const save = () => {
    const rules = isRulesEmpty(draft) ? '' : sanitizeRules(draft);
    update.mutate(
      { rules },
      {
        onSuccess: () => {
          toast.success(i18n.t(TOURNAMENT_MESSAGES.updated));
          setIsEditing(false);
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && (error.status === 409 || error.status === 422)
              ? (error.fieldErrors.rules ?? error.message)
              : i18n.t(TOURNAMENT_MESSAGES.updateFailed),
          ),
      },
    );
  };

  if (isEditing) {
    return (
      <Card className="space-y-4 p-4 sm:p-5">
        <h2 className="text-lg font-semibold text-slate-900">{i18n.t('Edit Rules')}</h2>
        <RulesEditor label={i18n.t('Tournament rules')} defaultValue={draft} onChange={setDraft} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsEditing(false)}>
            {i18n.t('Cancel')}
          </Button>
          <Button isLoading={update.isPending} onClick={save}>
            {update.isPending ? i18n.t('Saving...') : i18n.t('Save Rules')}
          </Button>
        </div>
      </Card>
    );
  }

  if (!hasRules) {
    return (
      <EmptyState
        icon={FileText}
        title={i18n.t('No rules have been set for this tournament yet.')}
        action={
          isOwner && (
            <Button onClick={startEditing}>
              <Plus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Add Tournament Rules')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-2 flex items-start justify-between gap-3">
        <h2 className="sr-only">{i18n.t('Tournament Rules')}</h2>
        {isOwner && (
          <Button variant="outline" size="sm" className="ml-auto" onClick={startEditing}>
            <Edit3 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Edit Rules')}
          </Button>
        )}
      </div>
      <RulesContent html={t.rules ?? ''} />
    </Card>
  );
}
