import type { PublicUser, UserSettings } from '@courtside/shared/api/user';
import { SettingsCard } from './settings-card';
import { ToggleRow } from './toggle-row';
import { useSettingsGroup } from './use-settings-group';

type Key = keyof UserSettings['notificationSettings'];

const TOGGLES: { key: Key; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Receive emails about your account and activity',
  },
  {
    key: 'matchReminders',
    label: 'Match Reminders',
    description: 'Get reminded before your scheduled matches',
  },
  {
    key: 'tournamentUpdates',
    label: 'Tournament Updates',
    description: 'News about tournaments you have joined',
  },
  {
    key: 'scoreUpdates',
    label: 'Score Updates',
    description: 'Results of matches you play in',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly Digest',
    description: 'A weekly email with your last week and your next matches',
  },
  {
    key: 'pushNotifications',
    label: 'Push Notifications',
    description: 'Notifications on this device',
  },
];

/** Notifications (spec section 2): six toggles and a save button. */
export default function NotificationsTab({ user }: { user: PublicUser }) {
  const { draft, set, submit, errors, isSaving } = useSettingsGroup(user, 'notificationSettings');
  return (
    <SettingsCard
      title="Notifications"
      description="Choose what we tell you about. Security emails, such as a password reset, are always sent."
      onSave={submit}
      isSaving={isSaving}
    >
      <div className="divide-y divide-slate-200">
        {TOGGLES.map(({ key, label, description }) => (
          <ToggleRow
            key={key}
            label={label}
            description={description}
            isOn={draft[key]}
            onChange={(isOn) => set(key, isOn)}
            error={errors[key]}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
