import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { PublicUser } from '@courtside/shared/api/user';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import { useStartTwoFactorSetup } from '../api/two-factor-enrol';
import { TwoFactorConfirmDialog } from './two-factor-confirm-dialog';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

type Open =
  | { kind: 'enable'; setup: { secret: string; otpauthUrl: string } }
  | { kind: 'disable' }
  | { kind: 'renew' }
  | null;

/** Two-factor sign-in on the Account tab: Enable 2FA, or new recovery codes and Disable 2FA. */
export function TwoFactorSection({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState<Open>(null);
  const start = useStartTwoFactorSetup();
  const isOn = user.twoFactorEnabled === true;
  const close = () => setOpen(null);

  const enable = () =>
    start.mutate(undefined, {
      onSuccess: (setup) => setOpen({ kind: 'enable', setup }),
      onError: (error) =>
        toast.error(
          failureReason(error, i18n.t('Failed to start two-factor authentication set-up')),
        ),
    });

  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="flex items-center gap-2 font-medium text-slate-900">
          {i18n.t('Two-Factor Authentication')}
          <Badge variant={isOn ? 'success' : 'default'}>
            {isOn ? i18n.t('On') : i18n.t('Off')}
          </Badge>
        </h3>
        <p className="text-sm text-slate-600">
          {isOn
            ? i18n.t('Signing in asks for a code from your authenticator app.')
            : i18n.t('Ask for a code from an authenticator app when you sign in.')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {isOn ? (
          <>
            <Button variant="outline" onClick={() => setOpen({ kind: 'renew' })}>
              {i18n.t('New Recovery Codes')}
            </Button>
            <Button variant="danger-outline" onClick={() => setOpen({ kind: 'disable' })}>
              <ShieldOff aria-hidden="true" className="h-4 w-4" /> {i18n.t('Disable 2FA')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={enable} isLoading={start.isPending}>
            {!start.isPending && <ShieldCheck aria-hidden="true" className="h-4 w-4" />}
            {start.isPending ? i18n.t('Starting...') : i18n.t('Enable 2FA')}
          </Button>
        )}
      </div>
      {open?.kind === 'enable' && <TwoFactorEnableDialog setup={open.setup} onClose={close} />}
      {(open?.kind === 'disable' || open?.kind === 'renew') && (
        <TwoFactorConfirmDialog action={open.kind} onClose={close} />
      )}
    </div>
  );
}
