import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { failureReason } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useDisableTwoFactor, useRenewRecoveryCodes } from '../api/two-factor-manage';
import {
  PASSWORD_AND_CODE_FIELDS,
  passwordAndCodeSchema,
  type PasswordAndCode,
  type PasswordAndCodeInput,
} from '../lib/code-forms';
import { translatedError } from '../lib/field-errors';
import { RecoveryCodes } from './recovery-codes';
import { i18n } from '@/lib/i18n';

const schema = passwordAndCodeSchema();

type Action = 'disable' | 'renew';

const TEXTS: Record<Action, { title: string; intro: string; submit: string; busy: string }> = {
  disable: {
    title: /*i18n*/ 'Disable Two-Factor Authentication',
    intro:
      /*i18n*/ 'Signing in will only ask for your password. Confirm with your password and a code.',
    submit: /*i18n*/ 'Disable 2FA',
    busy: /*i18n*/ 'Disabling...',
  },
  renew: {
    title: /*i18n*/ 'New Recovery Codes',
    intro:
      /*i18n*/ 'Your current recovery codes will stop working. Confirm with your password and a code.',
    submit: /*i18n*/ 'Create New Codes',
    busy: /*i18n*/ 'Creating...',
  },
};

/** Disable 2FA or new recovery codes: both need the password and a code (decision 011). */
export function TwoFactorConfirmDialog({
  action,
  onClose,
}: {
  action: Action;
  onClose: () => void;
}) {
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const mutation = action === 'disable' ? disable : renew;
  const form = useForm<PasswordAndCodeInput, unknown, PasswordAndCode>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const [codes, setCodes] = useState<string[] | null>(null);
  const text = TEXTS[action];

  const onError = (failure: unknown) => {
    applyFieldErrors(failure, PASSWORD_AND_CODE_FIELDS, form.setError);
    toast.error(failureReason(failure, i18n.t('Failed to update two-factor authentication')));
  };

  const onSubmit = form.handleSubmit((input) => {
    if (action === 'disable') {
      disable.mutate(input, {
        onSuccess: () => {
          toast.success(i18n.t(TWO_FACTOR_MESSAGES.disabled));
          onClose();
        },
        onError,
      });
    } else {
      renew.mutate(input, {
        onSuccess: (fresh) => {
          setCodes(fresh);
          toast.success(i18n.t(TWO_FACTOR_MESSAGES.recoveryCodesRenewed));
        },
        onError,
      });
    }
  });

  if (codes) {
    return (
      <Modal isOpen title={i18n.t(text.title)} onClose={onClose}>
        <RecoveryCodes codes={codes} />
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{i18n.t('Done')}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      isOpen
      title={i18n.t(text.title)}
      onClose={onClose}
      isDismissDisabled={mutation.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">{i18n.t(text.intro)}</p>
        <TextField
          label={i18n.t('Password')}
          type="password"
          autoComplete="current-password"
          error={translatedError(errors.password?.message)}
          {...form.register('password')}
        />
        <TextField
          label={i18n.t('Authentication code')}
          hint={i18n.t('From your app, or one of your recovery codes')}
          autoComplete="one-time-code"
          error={translatedError(errors.code?.message)}
          {...form.register('code')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant={action === 'disable' ? 'danger' : 'primary'}
            isLoading={mutation.isPending}
          >
            {mutation.isPending ? i18n.t(text.busy) : i18n.t(text.submit)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
