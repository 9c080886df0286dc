import { useQueryClient } from '@tanstack/react-query';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PROFILE_MESSAGES, type PublicUser } from '@courtside/shared/api/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { useAuthStore } from '@/lib/auth-store';
import { useExportData } from '../api/export-data';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { TwoFactorSection } from './two-factor-section';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/**
 * After a deletion the session is cleared once the signed-in screens are gone, as on sign-out
 * (the router renders the next page in a transition, and a still-mounted /app guard would
 * otherwise send the user to /login instead of home).
 */
function useSignOutAfterDeletion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isDeleted = useRef(false);
  useEffect(() => {
    const deleted = isDeleted;
    return () => {
      if (!deleted.current) return;
      useAuthStore.getState().clearSession();
      queryClient.clear();
    };
  }, [queryClient]);
  return () => {
    isDeleted.current = true;
    void navigate('/');
  };
}

/** Account (spec section 2): Change Password, two-factor sign-in, Export My Data, Delete Account. */
export default function AccountTab({ user }: { user: PublicUser }) {
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const exportData = useExportData(user.id);
  const signOut = useSignOutAfterDeletion();
  const close = () => setDialog(null);

  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast.success(i18n.t(PROFILE_MESSAGES.dataExported)),
      onError: (error) => toast.error(failureReason(error, i18n.t('Failed to export data'))),
    });

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{i18n.t('Account')}</h2>
        <div className="mt-2 divide-y divide-slate-200">
          <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-medium text-slate-900">{i18n.t('Password')}</h3>
              <p className="text-sm text-slate-600">
                {i18n.t('Change the password you sign in with. Other devices are signed out.')}
              </p>
            </div>
            <Button variant="outline" onClick={() => setDialog('password')}>
              <KeyRound aria-hidden="true" className="h-4 w-4" /> {i18n.t('Change Password')}
            </Button>
          </div>
          <TwoFactorSection user={user} />
          <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-medium text-slate-900">{i18n.t('Your Data')}</h3>
              <p className="text-sm text-slate-600">
                {i18n.t('Download everything Courtside holds about you as a JSON file.')}
              </p>
            </div>
            <Button variant="outline" onClick={onExport} isLoading={exportData.isPending}>
              {!exportData.isPending && <Download aria-hidden="true" className="h-4 w-4" />}
              {exportData.isPending ? i18n.t('Exporting...') : i18n.t('Export My Data')}
            </Button>
          </div>
        </div>
      </Card>
      <Card className="border-red-200 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-red-700">{i18n.t('Danger Zone')}</h2>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {i18n.t('Delete your account and sign out everywhere. This cannot be undone.')}
          </p>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Delete Account')}
          </Button>
        </div>
      </Card>
      {dialog === 'password' && <ChangePasswordDialog userId={user.id} onClose={close} />}
      {dialog === 'delete' && (
        <DeleteAccountDialog
          userId={user.id}
          hasTwoFactor={user.twoFactorEnabled === true}
          onClose={close}
          onDeleted={signOut}
        />
      )}
    </div>
  );
}
