import { PROFILE_MESSAGES, type PublicUser, type UserSettings } from '@courtside/shared/api/user';
import { SelectField } from '@/components/ui/select-field';
import { translated, VISIBILITY_OPTIONS } from '../lib/options';
import { SettingsCard } from './settings-card';
import { ToggleRow } from './toggle-row';
import { useSettingsGroup } from './use-settings-group';
import { i18n } from '@/lib/i18n';

type Privacy = UserSettings['privacySettings'];

const TOGGLES: {
  key: Exclude<keyof Privacy, 'profileVisibility'>;
  label: string;
  description: string;
}[] = [
  {
    key: 'showRating',
    label: /*i18n*/ 'Show Rating',
    description: /*i18n*/ 'Others can see your rating',
  },
  {
    key: 'showStats',
    label: /*i18n*/ 'Show Statistics',
    description: /*i18n*/ 'Others can see your wins, losses and games',
  },
  {
    key: 'showLocation',
    label: /*i18n*/ 'Show Location',
    description: /*i18n*/ 'Others can see your location',
  },
  {
    key: 'allowMessages',
    label: /*i18n*/ 'Allow Messages',
    description: /*i18n*/ 'Organizers and players can contact you',
  },
];

/** Privacy (spec section 2): who sees the profile, and what they see of it (the server enforces it). */
export default function PrivacyTab({ user }: { user: PublicUser }) {
  const { draft, set, submit, errors, notices, isSaving } = useSettingsGroup(
    user,
    'privacySettings',
  );
  return (
    <SettingsCard
      title={i18n.t('Privacy')}
      description={i18n.t('Decide who can find your profile and what they see on it.')}
      onSave={submit}
      isSaving={isSaving}
      notices={notices}
    >
      <SelectField
        label={i18n.t('Profile Visibility')}
        options={translated(VISIBILITY_OPTIONS)}
        value={draft.profileVisibility}
        error={errors.profileVisibility}
        onChange={(event) =>
          set('profileVisibility', event.target.value as Privacy['profileVisibility'])
        }
      />
      {draft.profileVisibility === 'friends' && notices.length === 0 && (
        <p className="mt-1 text-sm text-slate-600">{i18n.t(PROFILE_MESSAGES.friendsAsPlayers)}</p>
      )}
      <div className="mt-2 divide-y divide-slate-200">
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
