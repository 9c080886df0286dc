import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { changePasswordFormSchema, PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';

import { useChangePassword } from '../api/change-password';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { translatedError } from '../lib/field-errors';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

type FormInput = z.input<typeof changePasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: FormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (spec sections 5 and 7): the current password, a new one (6 characters at
 * least, then the register rules the server applies too) and its confirmation. Success closes
 * the modal and empties the form; the server's refusals land on their fields.
 */
export function ChangePasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const change = useChangePassword(userId);
  const form = useForm<FormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(i18n.t(PROFILE_MESSAGES.passwordChanged));
          form.reset(EMPTY);
          onClose();
        },
        onError: (error) => {
          applyFieldErrors(error, FIELDS, form.setError);
          toast.error(failureReason(error, i18n.t(PROFILE_MESSAGES.changePasswordFailed)));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title={i18n.t('Change Password')}
      onClose={onClose}
      isDismissDisabled={change.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={i18n.t('Current Password')}
          type="password"
          autoComplete="current-password"
          error={translatedError(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <TextField
          label={i18n.t('New Password')}
          type="password"
          autoComplete="new-password"
          error={translatedError(errors.newPassword?.message)}
          hint={i18n.t(
            'At least 8 characters with upper and lower case letters, a number and a special character',
          )}
          {...form.register('newPassword')}
        />
        <TextField
          label={i18n.t('Confirm New Password')}
          type="password"
          autoComplete="new-password"
          error={translatedError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <p className="text-sm text-slate-600">
          {i18n.t('Other devices signed in to your account will be signed out.')}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={change.isPending}>
            {change.isPending ? i18n.t('Changing...') : i18n.t('Change Password')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
