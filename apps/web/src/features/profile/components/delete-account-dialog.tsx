import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { MESSAGES } from '@courtside/shared/validation/auth-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, failureReason } from '@/lib/api-error';
import { useDeleteAccount } from '../api/delete-account';

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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typedCode = code.replace(/\s+/g, '');
    const missing = {
      password: password ? undefined : MESSAGES.passwordRequired,
      code: hasTwoFactor && !typedCode ? TWO_FACTOR_MESSAGES.codeRequired : undefined,
    };
    setErrors(missing);
    setRefusal(null);
    if (missing.password || missing.code) return;
    remove.mutate(
      { password, ...(hasTwoFactor ? { code: typedCode } : {}) },
      {
        onSuccess: () => {
          toast.success(PROFILE_MESSAGES.deletionSubmitted);
          onDeleted();
        },
        onError: (error) => {
          const reason = failureReason(error, PROFILE_MESSAGES.deleteFailed);
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          setErrors({ password: fields.password, code: fields.code });
          if (!fields.password && !fields.code) setRefusal(reason);
          toast.error(reason);
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      title="Delete Account"
      size="sm"
      onClose={onClose}
      isDismissDisabled={remove.isPending}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-2 text-sm text-slate-700">
          <p className="font-semibold text-red-700">This cannot be undone.</p>
          <p>
            You will be signed out everywhere and removed from upcoming tournaments. Results of
            matches you played stay, shown as &lsquo;Deleted player&rsquo;.
          </p>
        </div>
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {hasTwoFactor && (
          <TextField
            label="Authentication code"
            hint="From your app, or one of your recovery codes"
            autoComplete="one-time-code"
            value={code}
            error={errors.code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete Account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
