import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  CONFIRMATION_MINUTES_MAX,
  COURT_COUNT_MAX,
  MAX_PARTICIPANTS,
  RATING_MAX,
  RATING_MIN,
  REST_MINUTES_MAX,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_TYPES,
  type TournamentCategory,
  type TournamentFormat,
  type TournamentType,
} from '@courtside/shared/constants';
import {
  SCORING_FORMAT_LABELS,
  SCORING_SYSTEM_LABELS,
} from '@courtside/shared/domain/competition/scoring-labels';
import {
  SCORING_FORMAT_NAMES,
  SCORING_SYSTEMS,
  type ScoringFormatName,
  type ScoringSystem,
} from '@courtside/shared/domain/competition/scoring';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TimeZoneField } from '@/components/ui/time-zone-field';
import { TOURNAMENT_FIELD_MESSAGES } from '@courtside/shared/validation/tournament';
import { CATEGORY_LABELS, FORMAT_LABELS, TYPE_LABELS } from '@/lib/tournaments/labels';
import { GroupPreview } from './group-preview';
import { i18n } from '@/lib/i18n';

/** What the create and edit forms hold: dates as a date input gives them, amounts in dollars. */
export interface TournamentFormValues {
  name: string;
  description: string;
  category: TournamentCategory;
  type: TournamentType;
  format: TournamentFormat;
  startDate: string;
  endDate: string;
  /** The venue's IANA zone: its days and match times (decision 017). */
  timeZone: string;
  location: string;
  maxParticipants: number;
  entryFee: number;
  prizePool: number;
  numGroups: number;
  knockoutEnabled: boolean;
  advanceCount: number;
  scoringFormat: ScoringFormatName;
  scoringSystem: ScoringSystem;
  hasBronzeMatch: boolean;
  grandFinalReset: boolean;
  courtCount: number;
  restMinutes: number;
  /** Decision 027: a player's own deciding score awaits the other side or the desk. */
  scoreConfirmation: boolean;
  /** Minutes after which an unconfirmed score confirms itself; null: never. */
  confirmationMinutes: number | null;
  rules?: string;
  /** Edit only: signed-out spectators may watch it at /t/{id}. */
  isPublic?: boolean;
  /** An event's own (decision 034): eligibility bounds, its day and start time, its courts. */
  minRating?: number | null;
  maxRating?: number | null;
  minAge?: number | null;
  maxAge?: number | null;
  eventDay?: string | null;
  eventStartTime?: string | null;
  courtIds?: string[];
  /** The venue's (issue 26): how many events one player may enter; null: no limit. */
  maxEventsPerPlayer?: number | null;
  /** The venue's closing time, 'HH:MM' (the day planner warns past it); null: none. */
  closingTime?: string | null;
}

/** An empty minutes field is null (never confirm by itself); anything else a number. */
const minutesOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** An empty bound is null (no bound); anything else a number. */
const numberOrNull = minutesOrNull;
/** An empty day or time is null (none). */
const textOrNull = (value: unknown) => (value === '' || value == null ? null : String(value));

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: i18n.t(labels[value]) }));

interface TournamentFormFieldsProps<TOutput> {
  form: UseFormReturn<TournamentFormValues, unknown, TOutput>;
  /** 4 when creating, 2 when editing (spec section 5). */
  minParticipants: number;
  /** Once started, the server keeps type, format, places, groups, scoring and bronze as they are. */
  isStructureLocked?: boolean;
  /**
   * An event's form (decision 034): its own fields only (the venue, dates, time zone, courts and
   * rest are its tournament's), plus its eligibility, day, start time and the courts it may use.
   */
  event?: { courts: { id: string; name: string }[] };
  /**
   * The venue's limit on events per player: offered when creating (events may follow) and when
   * editing a tournament with events (issue 26).
   */
  offersEventLimit?: boolean;
}

/** One court checkbox gives a string (or false), several an array: always an array. */
export const courtIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : typeof value === 'string' && value ? [value] : [];

/** The fields both tournament forms share: the round-robin ones with the group preview, then how matches are played. */
export function TournamentFormFields<TOutput>({
  form,
  minParticipants,
  isStructureLocked = false,
  event,
  offersEventLimit = false,
}: TournamentFormFieldsProps<TOutput>) {
  const isVenue = !event;
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const format = watch('format');
  const isRoundRobin = format === 'round-robin';
  const isKnockoutEnabled = watch('knockoutEnabled');
  // A third-place match needs a knockout: the whole event, or the stage after the groups.
  const hasKnockoutStage = format === 'knockout' || (isRoundRobin && isKnockoutEnabled);
  const number = { valueAsNumber: true } as const;
  // Doubles and mixed: places are players, but teams of two play, advance and fill the groups.
  const isTeams = watch('type') !== 'singles';
  const places = watch('maxParticipants');
  const isOddPlayers = isTeams && Number.isInteger(places) && places % 2 === 1;
  const locked = isStructureLocked || undefined;
  const isConfirming = watch('scoreConfirmation');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {isStructureLocked && (
        <p className="text-sm text-slate-600 sm:col-span-2">
          {event
            ? i18n.t(
                'The event has started: its type, format, places, groups, scoring format and third-place match can no longer change.',
              )
            : i18n.t(
                'The tournament has started: its type, format, places, groups, scoring format and third-place match can no longer change.',
              )}
        </p>
      )}
      <TextField
        label={event ? i18n.t('Event Name') : i18n.t('Tournament Name')}
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={i18n.t('Description')}
        rows={3}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={i18n.t('Category')}
        options={options(TOURNAMENT_CATEGORIES, CATEGORY_LABELS)}
        error={errors.category?.message}
        {...register('category')}
      />
      <SelectField
        label={i18n.t('Type')}
        options={options(TOURNAMENT_TYPES, TYPE_LABELS)}
        error={errors.type?.message}
        {...register('type')}
        disabled={locked}
      />
      <SelectField
        label={i18n.t('Format')}
        options={options(TOURNAMENT_FORMATS, FORMAT_LABELS)}
        error={errors.format?.message}
        {...register('format')}
        disabled={locked}
      />
      {isVenue && (
        <>
          <TextField
            label={i18n.t('Location')}
            autoComplete="off"
            error={errors.location?.message}
            {...register('location')}
          />
          <TextField
            label={i18n.t('Start Date')}
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label={i18n.t('End Date (optional)')}
            type="date"
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <TimeZoneField
                label={i18n.t('Venue Time Zone')}
                className="sm:col-span-2"
                hint={i18n.t(
                  "Match times are shown in this zone, with each viewer's own time beside them.",
                )}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                invalidMessage={i18n.t(TOURNAMENT_FIELD_MESSAGES.timeZoneInvalid)}
              />
            )}
          />
        </>
      )}
      <TextField
        label={i18n.t('Max Participants')}
        type="number"
        inputMode="numeric"
        min={minParticipants}
        max={MAX_PARTICIPANTS}
        error={errors.maxParticipants?.message}
        {...register('maxParticipants', number)}
        disabled={locked}
        hint={
          isOddPlayers
            ? i18n.t(
                'An odd number of players: doubles teams are pairs, so one of {places} players would have no partner.',
                { places },
              )
            : undefined
        }
      />
      <TextField
        label={i18n.t('Entry Fee ($)')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={errors.entryFee?.message}
        {...register('entryFee', number)}
      />
      <TextField
        label={i18n.t('Prize Pool ($)')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={errors.prizePool?.message}
        {...register('prizePool', number)}
      />

      {isRoundRobin && (
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {i18n.t('Round-robin settings')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={i18n.t('Number of Groups')}
              type="number"
              inputMode="numeric"
              min={1}
              error={errors.numGroups?.message}
              {...register('numGroups', number)}
              disabled={locked}
            />
            {isKnockoutEnabled && (
              <TextField
                label={
                  isTeams
                    ? i18n.t('Teams Advancing per Group')
                    : i18n.t('Players Advancing per Group')
                }
                type="number"
                inputMode="numeric"
                min={1}
                error={errors.advanceCount?.message}
                {...register('advanceCount', number)}
                disabled={locked}
              />
            )}
          </div>
          <Checkbox
            label={i18n.t('Knockout stage after the groups')}
            error={errors.knockoutEnabled?.message}
            {...register('knockoutEnabled')}
            disabled={locked}
          />
          <GroupPreview
            maxParticipants={watch('maxParticipants')}
            numGroups={watch('numGroups')}
            minParticipants={minParticipants}
            isTeams={isTeams}
          />
        </fieldset>
      )}

      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {i18n.t('Matches and courts')}
        </legend>
        <SelectField
          label={i18n.t('Scoring format')}
          options={options(SCORING_FORMAT_NAMES, SCORING_FORMAT_LABELS)}
          error={errors.scoringFormat?.message}
          {...register('scoringFormat')}
          disabled={locked}
        />
        <SelectField
          label={i18n.t('Rally or side-out scoring')}
          options={options(SCORING_SYSTEMS, SCORING_SYSTEM_LABELS)}
          error={errors.scoringSystem?.message}
          {...register('scoringSystem')}
          disabled={locked}
        />
        {hasKnockoutStage && (
          <Checkbox
            label={i18n.t('Play a match for third place')}
            error={errors.hasBronzeMatch?.message}
            {...register('hasBronzeMatch')}
            disabled={locked}
          />
        )}
        {format === 'double-elimination' && (
          <Checkbox
            label={i18n.t("Play the grand final again if the losers' bracket winner wins it")}
            error={errors.grandFinalReset?.message}
            {...register('grandFinalReset')}
            disabled={locked}
          />
        )}
        {isVenue && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={i18n.t('Courts')}
              type="number"
              inputMode="numeric"
              min={1}
              max={COURT_COUNT_MAX}
              error={errors.courtCount?.message}
              {...register('courtCount', number)}
            />
            <TextField
              label={i18n.t('Minimum rest between matches (minutes)')}
              type="number"
              inputMode="numeric"
              min={0}
              max={REST_MINUTES_MAX}
              error={errors.restMinutes?.message}
              {...register('restMinutes', number)}
            />
            <TextField
              label={i18n.t('Venue closes at (optional)')}
              type="time"
              hint={i18n.t('The day planner warns when matches run past it.')}
              error={errors.closingTime?.message}
              {...register('closingTime', { setValueAs: textOrNull })}
            />
            {offersEventLimit && (
              <TextField
                label={i18n.t('Max events per player (optional)')}
                type="number"
                inputMode="numeric"
                min={1}
                hint={i18n.t('Empty: no limit.')}
                error={errors.maxEventsPerPlayer?.message}
                {...register('maxEventsPerPlayer', { setValueAs: numberOrNull })}
              />
            )}
          </div>
        )}
        <Checkbox
          label={i18n.t("A player's own score needs the other side's or the desk's confirmation")}
          error={errors.scoreConfirmation?.message}
          {...register('scoreConfirmation')}
        />
        {isConfirming && (
          <TextField
            label={i18n.t('Confirm automatically after (minutes)')}
            type="number"
            inputMode="numeric"
            min={1}
            max={CONFIRMATION_MINUTES_MAX}
            hint={i18n.t('Leave empty to wait for a confirmation.')}
            error={errors.confirmationMinutes?.message}
            {...register('confirmationMinutes', { setValueAs: minutesOrNull })}
          />
        )}
      </fieldset>
      {event && <EventOnlyFields form={form} courts={event.courts} />}
    </div>
  );
}

/** An event's eligibility, day, start time and courts (decision 034). */
function EventOnlyFields<TOutput>({
  form: { register, formState, watch, setValue },
  courts,
}: {
  form: UseFormReturn<TournamentFormValues, unknown, TOutput>;
  courts: { id: string; name: string }[];
}) {
  const { errors } = formState;
  const bound = { setValueAs: numberOrNull } as const;
  // None ticked: every court of the tournament ("All courts", the default).
  const isAllCourts = courtIdsOf(watch('courtIds')).length === 0;
  const setCourts = (ids: string[]) =>
    setValue('courtIds', ids, { shouldDirty: true, shouldValidate: false });
  return (
    <>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {i18n.t('Who may enter')}
        </legend>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={i18n.t('Lowest rating')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={RATING_MIN}
            max={RATING_MAX}
            hint={i18n.t('Empty: no bound')}
            error={errors.minRating?.message}
            {...register('minRating', bound)}
          />
          <TextField
            label={i18n.t('Highest rating')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={RATING_MIN}
            max={RATING_MAX}
            error={errors.maxRating?.message}
            {...register('maxRating', bound)}
          />
          <TextField
            label={i18n.t('Minimum age')}
            type="number"
            inputMode="numeric"
            error={errors.minAge?.message}
            {...register('minAge', bound)}
          />
          <TextField
            label={i18n.t('Maximum age')}
            type="number"
            inputMode="numeric"
            error={errors.maxAge?.message}
            {...register('maxAge', bound)}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {i18n.t('When and where')}
        </legend>
        {/* One above the other on a phone: two columns wrapped "Start time (venue time)" onto
            two lines, which set the time box below the day's, and clipped the date. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={i18n.t('Day (optional)')}
            type="date"
            error={errors.eventDay?.message}
            {...register('eventDay', { setValueAs: textOrNull })}
          />
          <TextField
            label={i18n.t('Start time (venue time)')}
            type="time"
            error={errors.eventStartTime?.message}
            {...register('eventStartTime', { setValueAs: textOrNull })}
          />
        </div>
        {courts.length === 1 ? (
          <p className="text-sm text-slate-600">{i18n.t("Courts: the tournament's only court.")}</p>
        ) : courts.length === 0 ? (
          <p className="text-sm text-slate-600">
            {i18n.t(
              "Courts: all the tournament's courts. Once the tournament has an event, Edit Event can limit it to some of them.",
            )}
          </p>
        ) : (
          <div role="group" aria-label={i18n.t('Courts it may use')}>
            <p className="text-sm font-medium text-slate-800">{i18n.t('Courts it may use')}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              <Checkbox
                label={i18n.t('All courts')}
                checked={isAllCourts}
                // Unticking "All courts" starts a choice from the first court.
                onChange={(e) => setCourts(e.target.checked ? [] : [courts[0]!.id])}
              />
              {courts.map((court) => (
                <Checkbox
                  key={court.id}
                  label={court.name}
                  value={court.id}
                  {...register('courtIds')}
                />
              ))}
            </div>
            {errors.courtIds?.message && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.courtIds.message}
              </p>
            )}
          </div>
        )}
      </fieldset>
    </>
  );
}
