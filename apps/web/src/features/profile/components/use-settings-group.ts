import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import {
  gameSettingsSchema,
  notificationSettingsSchema,
  preferencesSchema,
  privacySettingsSchema,
  PROFILE_MESSAGES,
  type PublicUser,
  type UserSettings,
} from '@courtside/shared/api/user';

import { useUpdateSettings } from '../api/update-settings';
import { groupFieldErrors } from '../lib/field-errors';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** Each group's rules, the server's own (spec section 3). */
const GROUP_SCHEMAS: { [G in keyof UserSettings]: z.ZodType<UserSettings[G], UserSettings[G]> } = {
  notificationSettings: notificationSettingsSchema,
  privacySettings: privacySettingsSchema,
  preferences: preferencesSchema,
  gameSettings: gameSettingsSchema,
};

/**
 * One settings group as a form (react-hook-form with the group's zod schema, as every in-app
 * form): a draft of the stored values, Save with PUT settings (the answer's user replaces the
 * stored one), the server's field errors by field name, and the notices the server adds about
 * a choice's effect. Errors show after Save and leave their field when it changes.
 */
export function useSettingsGroup<G extends keyof UserSettings>(user: PublicUser, group: G) {
  type Values = UserSettings[G];
  // Typed as one group's schema: the resolver reads its input type off the schema it is given.
  const schema: z.ZodType<Values, Values> = GROUP_SCHEMAS[group];
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: user.settings[group] as DefaultValues<Values>,
  });
  const draft = useWatch({ control: form.control }) as Values;
  const [notices, setNotices] = useState<string[]>([]);
  const save = useUpdateSettings(user.id);

  const set = <K extends keyof Values & string>(key: K, value: Values[K]) => {
    const path = key as unknown as Path<Values>;
    form.setValue(path, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    form.clearErrors(path);
    setNotices([]);
  };

  const submit = form.handleSubmit((values) => {
    save.mutate({ [group]: values } as Partial<UserSettings>, {
      onSuccess: ({ user: saved, notices: said }) => {
        form.reset(saved.settings[group]);
        setNotices(said);
        toast.success(i18n.t(PROFILE_MESSAGES.settingsUpdated));
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(groupFieldErrors(error, group))) {
          form.setError(field as Path<Values>, { type: 'server', message });
        }
        toast.error(failureReason(error, i18n.t(PROFILE_MESSAGES.settingsFailed)));
      },
    });
  });

  const errors: Record<string, string> = Object.create(null);
  for (const [field, error] of Object.entries(form.formState.errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') errors[field] = i18n.t(message);
  }
  return {
    draft,
    set,
    submit,
    errors,
    notices,
    isSaving: save.isPending,
    isDirty: form.formState.isDirty,
  };
}
