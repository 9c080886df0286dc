import type { PublicUser, UserSettings } from '@courtside/shared/api/user';
import { SelectField } from '@/components/ui/select-field';
import { TimeZoneField } from '@/components/ui/time-zone-field';
import {
  DATE_FORMAT_OPTIONS,
  LANGUAGE_OPTIONS,
  THEME_OPTIONS,
  TIME_FORMAT_OPTIONS,
  translated,
} from '../lib/options';
import { SettingsCard } from './settings-card';
import { useSettingsGroup } from './use-settings-group';
import { i18n } from '@/lib/i18n';

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
      title={i18n.t('Preferences')}
      description={i18n.t('How Courtside looks and how it writes dates, times and numbers.')}
      onSave={submit}
      isSaving={isSaving}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={i18n.t('Theme')}
          options={translated(THEME_OPTIONS)}
          value={draft.theme}
          error={errors.theme}
          onChange={(event) => set('theme', event.target.value as Preferences['theme'])}
        />
        <div>
          <SelectField
            label={i18n.t('Language')}
            options={LANGUAGE_OPTIONS}
            value={draft.language}
            error={errors.language}
            aria-describedby="language-note"
            onChange={(event) => set('language', event.target.value as Preferences['language'])}
          />
          <p id="language-note" className="mt-1 text-sm text-slate-600">
            {i18n.t(
              'The language of every screen and of your emails, and how numbers and dates are written.',
            )}
          </p>
        </div>
        <TimeZoneField
          label={i18n.t('Timezone')}
          value={draft.timezone}
          error={errors.timezone}
          onChange={(zone) => set('timezone', zone)}
        />
        <SelectField
          label={i18n.t('Date Format')}
          options={DATE_FORMAT_OPTIONS}
          value={draft.dateFormat}
          error={errors.dateFormat}
          onChange={(event) => set('dateFormat', event.target.value as Preferences['dateFormat'])}
        />
        <SelectField
          label={i18n.t('Time Format')}
          options={translated(TIME_FORMAT_OPTIONS)}
          value={draft.timeFormat}
          error={errors.timeFormat}
          onChange={(event) => set('timeFormat', event.target.value as Preferences['timeFormat'])}
        />
      </div>
    </SettingsCard>
  );
}
