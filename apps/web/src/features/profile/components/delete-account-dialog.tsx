import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, failureReason } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { translatedError } from '../lib/field-errors';
import { useDeleteAccount } from '../api/delete-account';
import {
  PASSWORD_AND_CODE_FIELDS,
  passwordAndCodeSchema,
  type PasswordAndCode,
  type PasswordAndCodeInput,
} from '../lib/code-forms';
import { i18n } from '@/lib/i18n';

interface DeleteAccountDialogProps {
  userId: string;
  hasTwoFactor: boolean;
  onClose: () => void;
  /** Called once the server has deleted the account: sign out locally. */
  onDeleted: () => void;
}

/**
 * Delete Account's confirmation (decision 010): what happens, the password, and a code while
 * two-factor sign-in is on. A refusal (wrong password, an unfinished tournament the user
 * organizes) is said in the dialog and the fields, and the account stays.
 */
export function DeleteAccountDialog({
  userId,
  hasTwoFactor,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  const remove = useDeleteAccount(userId);
  const schema = useMemo(() => passwordAndCodeSchema(hasTwoFactor), [hasTwoFactor]);
  const form = useForm<PasswordAndCodeInput, unknown, PasswordAndCode>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ password, code }) => {
    setRefusal(null);
    remove.mutate(
      { password, ...(hasTwoFactor ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(i18n.t(PROFILE_MESSAGES.deletionSubmitted));
          onDeleted();
        },
        onError: (error) => {
          const reason = failureReason(error, i18n.t(PROFILE_MESSAGES.deleteFailed));
          const unplaced = applyFieldErrors(error, PASSWORD_AND_CODE_FIELDS, form.setError);
          const isOnAField =
            error instanceof ApiError &&
            PASSWORD_AND_CODE_FIELDS.some((f) => f in error.fieldErrors);
          if (!isOnAField || unplaced.length > 0) setRefusal(reason);
          toast.error(reason);
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title={i18n.t('Delete Account')}
      size="sm"
      onClose={onClose}
      isDismissDisabled={remove.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-2 text-sm text-slate-700">
          <p className="font-semibold text-red-700">{i18n.t('This cannot be undone.')}</p>
          <p>
            {i18n.t(
              'You will be signed out everywhere and removed from upcoming tournaments. Results of matches you played stay, shown as ‘Deleted player’.',
            )}
          </p>
        </div>
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <TextField
          label={i18n.t('Password')}
          type="password"
          autoComplete="current-password"
          error={translatedError(errors.password?.message)}
          {...form.register('password')}
        />
        {hasTwoFactor && (
          <TextField
            label={i18n.t('Authentication code')}
            hint={i18n.t('From your app, or one of your recovery codes')}
            autoComplete="one-time-code"
            error={translatedError(errors.code?.message)}
            {...form.register('code')}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={remove.isPending}>
            {remove.isPending ? i18n.t('Deleting...') : i18n.t('Delete Account')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
