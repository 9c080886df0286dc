import { useState } from 'react';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES, type PublicUser, type UserSettings } from '@courtside/shared/api/user';

import { useUpdateSettings } from '../api/update-settings';
import { groupFieldErrors } from '../lib/field-errors';
import { failureReason } from '@/lib/api-error';

/**
 * One settings group as a form: a draft of the stored values, Save with PUT settings (the
 * answer's user replaces the stored one), the server's field errors by field name, and the
 * notices the server adds about a choice's effect.
 */
export function useSettingsGroup<G extends keyof UserSettings>(user: PublicUser, group: G) {
  const [draft, setDraft] = useState<UserSettings[G]>(user.settings[group]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notices, setNotices] = useState<string[]>([]);
  const save = useUpdateSettings(user.id);

  const set = <K extends keyof UserSettings[G]>(key: K, value: UserSettings[G][K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key as string]: _dropped, ...rest }) => rest);
    setNotices([]);
  };

  const submit = () => {
    setErrors({});
    save.mutate({ [group]: draft } as Partial<UserSettings>, {
      onSuccess: ({ user: saved, notices: said }) => {
        setDraft(saved.settings[group]);
        setNotices(said);
        toast.success(PROFILE_MESSAGES.settingsUpdated);
      },
      onError: (error) => {
        setErrors(groupFieldErrors(error, group));
        toast.error(failureReason(error, PROFILE_MESSAGES.settingsFailed));
      },
    });
  };

  const isDirty = JSON.stringify(draft) !== JSON.stringify(user.settings[group]);
  return { draft, set, submit, errors, notices, isSaving: save.isPending, isDirty };
}
