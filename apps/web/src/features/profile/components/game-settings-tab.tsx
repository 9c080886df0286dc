import { DAYS_OF_WEEK, type PublicUser, type UserSettings } from '@courtside/shared/api/user';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import {
  SURFACE_OPTIONS,
  TIME_SLOT_OPTIONS,
  TOURNAMENT_TYPE_OPTIONS,
  translated,
} from '../lib/options';
import { SettingsCard } from './settings-card';
import { ToggleRow } from './toggle-row';
import { useSettingsGroup } from './use-settings-group';
import { i18n } from '@/lib/i18n';

type Game = UserSettings['gameSettings'];

/** Adds or removes `value`, keeping the options' order. */
function toggled<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order.filter((v) => next.includes(v));
}

const SLOT_ORDER = TIME_SLOT_OPTIONS.map((slot) => slot.value);

/** The days' names, translated where they are shown. */
const DAY_LABELS: Record<(typeof DAYS_OF_WEEK)[number], string> = {
  monday: /*i18n*/ 'Monday',
  tuesday: /*i18n*/ 'Tuesday',
  wednesday: /*i18n*/ 'Wednesday',
  thursday: /*i18n*/ 'Thursday',
  friday: /*i18n*/ 'Friday',
  saturday: /*i18n*/ 'Saturday',
  sunday: /*i18n*/ 'Sunday',
};

/** Game Settings (spec section 2): type, surface, auto-join waitlist, days and time slots. */
export default function GameSettingsTab({ user }: { user: PublicUser }) {
  const { draft, set, submit, errors, isSaving } = useSettingsGroup(user, 'gameSettings');
  return (
    <SettingsCard
      title={i18n.t('Game Settings')}
      description={i18n.t('Your defaults when creating and joining tournaments.')}
      onSave={submit}
      isSaving={isSaving}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={i18n.t('Default Tournament Type')}
          options={translated(TOURNAMENT_TYPE_OPTIONS)}
          value={draft.defaultTournamentType}
          error={errors.defaultTournamentType}
          onChange={(event) =>
            set('defaultTournamentType', event.target.value as Game['defaultTournamentType'])
          }
        />
        <SelectField
          label={i18n.t('Preferred Court Surface')}
          options={translated(SURFACE_OPTIONS)}
          value={draft.preferredCourtSurface}
          error={errors.preferredCourtSurface}
          onChange={(event) =>
            set('preferredCourtSurface', event.target.value as Game['preferredCourtSurface'])
          }
        />
      </div>
      <div className="mt-2 border-b border-slate-200">
        <ToggleRow
          label={i18n.t('Auto-join Waitlist')}
          description={i18n.t('When a tournament is full, Join puts you on its waitlist')}
          isOn={draft.autoJoinWaitlist}
          onChange={(isOn) => set('autoJoinWaitlist', isOn)}
          error={errors.autoJoinWaitlist}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">{i18n.t('Available Days')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {DAYS_OF_WEEK.map((day) => (
            <Checkbox
              key={day}
              label={i18n.t(DAY_LABELS[day])}
              checked={draft.availableDays.includes(day)}
              onChange={() => set('availableDays', toggled(draft.availableDays, day, DAYS_OF_WEEK))}
            />
          ))}
        </div>
        {errors.availableDays && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.availableDays}
          </p>
        )}
      </fieldset>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">
          {i18n.t('Preferred Time Slots')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {TIME_SLOT_OPTIONS.map(({ value, label }) => (
            <Checkbox
              key={value}
              label={i18n.t(label)}
              checked={draft.preferredTimeSlots.includes(value)}
              onChange={() =>
                set('preferredTimeSlots', toggled(draft.preferredTimeSlots, value, SLOT_ORDER))
              }
            />
          ))}
        </div>
        {errors.preferredTimeSlots && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {errors.preferredTimeSlots}
          </p>
        )}
      </fieldset>
    </SettingsCard>
  );
}
