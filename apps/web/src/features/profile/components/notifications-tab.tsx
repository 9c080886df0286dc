import type { PublicUser, UserSettings } from '@courtside/shared/api/user';
import { SettingsCard } from './settings-card';
import { ToggleRow } from './toggle-row';
import { useSettingsGroup } from './use-settings-group';
import { i18n } from '@/lib/i18n';

type Key = keyof UserSettings['notificationSettings'];

const TOGGLES: { key: Key; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: /*i18n*/ 'Email Notifications',
    description: /*i18n*/ 'Receive emails about your account and activity',
  },
  {
    key: 'matchReminders',
    label: /*i18n*/ 'Match Reminders',
    description: /*i18n*/ 'Get reminded before your scheduled matches',
  },
  {
    key: 'tournamentUpdates',
    label: /*i18n*/ 'Tournament Updates',
    description: /*i18n*/ 'News about tournaments you have joined',
  },
  {
    key: 'scoreUpdates',
    label: /*i18n*/ 'Score Updates',
    description: /*i18n*/ 'Results of matches you play in',
  },
  {
    key: 'weeklyDigest',
    label: /*i18n*/ 'Weekly Digest',
    description: /*i18n*/ 'A weekly email with your last week and your next matches',
  },
  {
    key: 'pushNotifications',
    label: /*i18n*/ 'Push Notifications',
    description: /*i18n*/ 'Notifications on this device',
  },
];

/** Notifications (spec section 2): six toggles and a save button. */
export default function NotificationsTab({ user }: { user: PublicUser }) {
  const { draft, set, submit, errors, isSaving } = useSettingsGroup(user, 'notificationSettings');
  return (
    <SettingsCard
      title={i18n.t('Notifications')}
      description={i18n.t(
        'Choose what we tell you about. Security emails, such as a password reset, are always sent.',
      )}
      onSave={submit}
      isSaving={isSaving}
    >
      <div className="divide-y divide-slate-200">
        {TOGGLES.map(({ key, label, description }) => (
          <ToggleRow
            key={key}
            label={i18n.t(label)}
            description={i18n.t(description)}
            isOn={draft[key]}
            onChange={(isOn) => set(key, isOn)}
            error={errors[key]}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
