import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isPlayingLevel, PROFILE_MESSAGES, type PublicUser } from '@courtside/shared/api/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

import { formatRating } from '@/lib/format';
import { useUpdateProfile } from '../api/update-profile';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import {
  handOptions,
  levelOptions as levelChoices,
  shotOptions,
  yearsOptions,
} from '../lib/options';
import {
  PROFILE_FIELDS,
  profileFormSchema,
  profileFormValues,
  ratingValue,
  profileUpdateBody,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../lib/profile-form';
import { translatedError } from '../lib/field-errors';
import { PictureUpload } from './picture-upload';
import { ProfileBadges } from './profile-badges';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * The Profile tab (spec sections 2 and 5): photo, every profile field with its options and
 * defaults, the badges, Save Changes. The server's field errors land on their fields.
 */
export function ProfileTab({ user }: { user: PublicUser }) {
  const save = useUpdateProfile(user.id);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(user),
  });
  const { errors, isDirty } = form.formState;
  const { reset } = form;

  // A rating that results have moved off the levels stays selectable as it is.
  const levelOptions = useMemo(() => {
    if (user.rating == null || isPlayingLevel(user.rating)) return levelChoices();
    const rating = formatRating(user.rating);
    return [
      {
        value: ratingValue(user.rating),
        label: i18n.t('{rating} - Your rating from matches', { rating }),
      },
      ...levelChoices(),
    ];
  }, [user.rating]);

  // A picture upload changes the stored user: keep the fields being edited as they are.
  useEffect(() => {
    if (!isDirty) reset(profileFormValues(user));
    // Only a new stored user resets; typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, reset]);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(profileUpdateBody(values, user), {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        toast.success(i18n.t(PROFILE_MESSAGES.profileUpdated));
      },
      onError: (error) => {
        applyFieldErrors(error, PROFILE_FIELDS, form.setError);
        toast.error(failureReason(error, i18n.t(PROFILE_MESSAGES.updateFailed)));
      },
    });
  });

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{i18n.t('Profile')}</h2>
      <div className="mt-4 flex flex-col items-center gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <PictureUpload user={user} />
        <ProfileBadges user={user} />
      </div>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField
          label={i18n.t('Full Name')}
          autoComplete="name"
          error={translatedError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={i18n.t('Email')}
          type="email"
          value={user.email}
          readOnly
          hint={i18n.t('Email cannot be changed for security reasons')}
        />
        <TextField
          label={i18n.t('Location')}
          placeholder={i18n.t('City, State')}
          autoComplete="address-level2"
          error={translatedError(errors.location?.message)}
          {...form.register('location')}
        />
        <SelectField
          label={i18n.t('Playing Level')}
          options={levelOptions}
          error={translatedError(errors.rating?.message)}
          {...form.register('rating')}
        />
        <TextareaField
          label={i18n.t('Bio')}
          className="sm:col-span-2"
          placeholder={i18n.t('Tell other players about yourself')}
          error={translatedError(errors.bio?.message)}
          {...form.register('bio')}
        />
        <SelectField
          label={i18n.t('Preferred Hand')}
          options={handOptions()}
          error={translatedError(errors.preferredHand?.message)}
          {...form.register('preferredHand')}
        />
        <SelectField
          label={i18n.t('Years Playing')}
          options={yearsOptions()}
          error={translatedError(errors.yearsPlaying?.message)}
          {...form.register('yearsPlaying')}
        />
        <SelectField
          label={i18n.t('Favorite Shot')}
          options={shotOptions()}
          error={translatedError(errors.favoriteShot?.message)}
          {...form.register('favoriteShot')}
        />
        <TextField
          label={i18n.t('Date of Birth')}
          type="date"
          autoComplete="bday"
          hint={i18n.t("Private: never shown to others, only used to check an event's age limits")}
          error={translatedError(errors.birthDate?.message)}
          {...form.register('birthDate')}
        />
        <div className="flex items-end justify-end sm:col-span-2">
          <Button type="submit" isLoading={save.isPending}>
            {save.isPending ? i18n.t('Saving...') : i18n.t('Save Changes')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
