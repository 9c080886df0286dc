import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { TOURNAMENT_DEFAULTS } from '@courtside/shared/constants';
import {
  createTournamentInputSchema,
  type CreateTournamentData,
} from '@courtside/shared/validation/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCreateTournament } from '@/features/tournaments/api/create-tournament';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useAuthStore } from '@/lib/auth-store';
import { viewerTimeZone } from '@/lib/format';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { TournamentFormFields, type TournamentFormValues } from './tournament-form-fields';

/**
 * The creation defaults of spec section 9, and ours for scoring, bronze, courts and rest. The
 * type is replaced by the organizer's Game Settings choice (issue 12: settings take effect).
 */
const DEFAULT_VALUES: TournamentFormValues = {
  name: '',
  description: '',
  category: TOURNAMENT_DEFAULTS.category,
  type: TOURNAMENT_DEFAULTS.type,
  format: TOURNAMENT_DEFAULTS.format,
  startDate: '',
  endDate: '',
  timeZone: '',
  location: '',
  maxParticipants: TOURNAMENT_DEFAULTS.maxParticipants,
  entryFee: TOURNAMENT_DEFAULTS.entryFee,
  prizePool: TOURNAMENT_DEFAULTS.prizePool,
  numGroups: TOURNAMENT_DEFAULTS.numGroups,
  knockoutEnabled: false,
  advanceCount: TOURNAMENT_DEFAULTS.advanceCount,
  scoringFormat: TOURNAMENT_DEFAULTS.scoringFormat,
  scoringSystem: TOURNAMENT_DEFAULTS.scoringSystem,
  hasBronzeMatch: TOURNAMENT_DEFAULTS.hasBronzeMatch,
  grandFinalReset: TOURNAMENT_DEFAULTS.grandFinalReset,
  courtCount: TOURNAMENT_DEFAULTS.courtCount,
  restMinutes: TOURNAMENT_DEFAULTS.restMinutes,
  scoreConfirmation: TOURNAMENT_DEFAULTS.scoreConfirmation,
  confirmationMinutes: TOURNAMENT_DEFAULTS.confirmationMinutes,
  closingTime: null,
  maxEventsPerPlayer: null,
};

const FIELDS = Object.keys(DEFAULT_VALUES);

// The form holds every field (the schema's input makes the defaulted ones optional),
// which react-hook-form's resolver types cannot express without this cast.
const resolver = zodResolver(createTournamentInputSchema) as unknown as Resolver<
  TournamentFormValues,
  unknown,
  CreateTournamentData
>;

/**
 * The Create Tournament dialog (organizers only); opens the new tournament once created. The
 * Type starts at the user's `defaultTournamentType`, else at spec section 9's default.
 */
export function CreateTournamentModal({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const organizerId = useAuthStore((s) => s.user?.id ?? '');
  const defaultType = useAuthStore(
    (s) => s.user?.settings.gameSettings.defaultTournamentType ?? TOURNAMENT_DEFAULTS.type,
  );
  // The venue's zone starts at the organizer's own (their profile's, else the browser's).
  const defaultZone =
    useAuthStore((s) => s.user?.settings.preferences.timezone) ?? viewerTimeZone();
  const defaultValues = { ...DEFAULT_VALUES, type: defaultType, timeZone: defaultZone };
  const createTournament = useCreateTournament();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TournamentFormValues, unknown, CreateTournamentData>({
    resolver,
    defaultValues,
  });

  const close = () => {
    form.reset(defaultValues);
    setFormError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit((data) => {
    setFormError(null);
    // The venue's closing time and events limit go out only when set: the spec's body otherwise
    // (section 9).
    const { closingTime, maxEventsPerPlayer, ...rest } = data;
    const input = {
      ...rest,
      ...(closingTime != null && { closingTime }),
      ...(maxEventsPerPlayer != null && { maxEventsPerPlayer }),
      organizerId,
      endDate: data.endDate || null,
    };
    createTournament.mutate(input, {
      onSuccess: (tournament) => {
        toast.success(i18n.t(TOURNAMENT_MESSAGES.created));
        close();
        void navigate(`/app/tournaments/${tournament.id}`);
      },
      onError: (error) => {
        const unplaced = applyFieldErrors(error, FIELDS, form.setError);
        const isValidation = error instanceof ApiError && error.status === 422;
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        toast.error(i18n.t(isValidation ? error.message : TOURNAMENT_MESSAGES.createFailed));
      },
    });
  });

  return (
    <Modal isOpen={isOpen} onClose={close} title={i18n.t('Create Tournament')} size="lg">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <Alert tone="error">{formError}</Alert>}
        <TournamentFormFields form={form} minParticipants={4} offersEventLimit />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={createTournament.isPending}>
            {createTournament.isPending ? i18n.t('Creating...') : i18n.t('Create Tournament')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
