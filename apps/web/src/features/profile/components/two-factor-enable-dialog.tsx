import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { failureReason } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useEnableTwoFactor } from '../api/two-factor-enrol';
import { codeField } from '../lib/code-forms';
import { translatedError } from '../lib/field-errors';
import { QrCode } from '@/components/qr-code';
import { RecoveryCodes } from './recovery-codes';
import { i18n } from '@/lib/i18n';

const schema = z.object({ code: codeField() });

interface Setup {
  secret: string;
  otpauthUrl: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enable 2FA (decision 011): scan the QR code (or type the key), confirm with a code from the
 * app, then keep the ten recovery codes, shown this once.
 */
export function TwoFactorEnableDialog({ setup, onClose }: { setup: Setup; onClose: () => void }) {
  const enable = useEnableTwoFactor();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const error = translatedError(form.formState.errors.code?.message);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onSubmit = form.handleSubmit(({ code }) => {
    enable.mutate(code, {
      onSuccess: (recoveryCodes) => {
        setCodes(recoveryCodes);
        toast.success(i18n.t(TWO_FACTOR_MESSAGES.enabled));
      },
      onError: (failure) => {
        applyFieldErrors(failure, ['code'], form.setError);
        toast.error(failureReason(failure, i18n.t('Failed to enable two-factor authentication')));
      },
    });
  });

  if (codes) {
    return (
      <Modal isOpen title={i18n.t('Two-Factor Authentication Enabled')} onClose={onClose}>
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
      title={i18n.t('Enable Two-Factor Authentication')}
      onClose={onClose}
      isDismissDisabled={enable.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">{i18n.t(TWO_FACTOR_MESSAGES.setupStarted)}.</p>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <QrCode text={setup.otpauthUrl} label={i18n.t('QR code for your authenticator app')} />
          <div className="min-w-0 space-y-2 text-sm">
            <p className="text-slate-700">{i18n.t("Can't scan it? Enter this key in your app:")}</p>
            <p
              data-testid="two-factor-secret"
              className="rounded-md bg-slate-100 px-2 py-1 font-mono break-all text-slate-900 select-all"
            >
              {grouped(setup.secret)}
            </p>
            <a
              href={setup.otpauthUrl}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {i18n.t('Open in an authenticator app on this device')}
            </a>
          </div>
        </div>
        <TextField
          label={i18n.t('Code from your app')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={error}
          {...form.register('code')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={enable.isPending}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={enable.isPending}>
            {enable.isPending ? i18n.t('Verifying...') : i18n.t('Verify and Enable')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
