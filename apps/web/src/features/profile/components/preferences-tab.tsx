import type { PublicUser, UserSettings } from '@courtside/shared/api/user';
import { SelectField } from '@/components/ui/select-field';
import { TimeZoneField } from '@/components/ui/time-zone-field';
import {
  DATE_FORMAT_OPTIONS,
  LANGUAGE_OPTIONS,
  THEME_OPTIONS,
  TIME_FORMAT_OPTIONS,
} from '../lib/options';
import { SettingsCard } from './settings-card';
import { useSettingsGroup } from './use-settings-group';

type Preferences = UserSettings['preferences'];

/**
 * Preferences (spec section 2): theme, language, time zone, date and time formats. They take
 * effect once saved: the theme on every signed-in screen, the rest wherever a date, a time or
 * a number is written.
 */
export default function PreferencesTab({ user }: { user: PublicUser }) {
  const { draft, set, submit, errors, isSaving } = useSettingsGroup(user, 'preferences');
  return (
    <SettingsCard
      title="Preferences"
      description="How Courtside looks and how it writes dates, times and numbers."
      onSave={submit}
      isSaving={isSaving}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Theme"
          options={THEME_OPTIONS}
          value={draft.theme}
          error={errors.theme}
          onChange={(event) => set('theme', event.target.value as Preferences['theme'])}
        />
        <div>
          <SelectField
            label="Language"
            options={LANGUAGE_OPTIONS}
            value={draft.language}
            error={errors.language}
            aria-describedby="language-note"
            onChange={(event) => set('language', event.target.value as Preferences['language'])}
          />
          <p id="language-note" className="mt-1 text-sm text-slate-600">
            Used for numbers and dates. The screens are in English for now; translations come later.
          </p>
        </div>
        <TimeZoneField
          label="Timezone"
          value={draft.timezone}
          error={errors.timezone}
          onChange={(zone) => set('timezone', zone)}
        />
        <SelectField
          label="Date Format"
          options={DATE_FORMAT_OPTIONS}
          value={draft.dateFormat}
          error={errors.dateFormat}
          onChange={(event) => set('dateFormat', event.target.value as Preferences['dateFormat'])}
        />
        <SelectField
          label="Time Format"
          options={TIME_FORMAT_OPTIONS}
          value={draft.timeFormat}
          error={errors.timeFormat}
          onChange={(event) => set('timeFormat', event.target.value as Preferences['timeFormat'])}
        />
      </div>
    </SettingsCard>
  );
}
