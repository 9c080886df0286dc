import { CheckCircle2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { MESSAGES, isStrongPassword } from '@courtside/shared/validation/auth-rules';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { resetPassword } from '@/features/auth/api/reset-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrength } from '@/features/auth/components/password-strength';
import { useBreachedPasswords } from '@/features/auth/lib/use-breached-passwords';
import { useLightForm } from '@/lib/use-light-form';
import { currentLocale, i18n } from '@/lib/i18n';

const INVALID_LINK_TEXT =
  /*i18n*/ 'Invalid password reset link. Please request a new password reset.';
const RESET_LOGIN_MESSAGE =
  /*i18n*/ 'Your password has been reset. Please sign in with your new password.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const form = useLightForm({
    initial: { password: '', confirmPassword: '' },
    validate: ({ password, confirmPassword }) => ({
      confirmPassword:
        confirmPassword !== '' && password !== confirmPassword
          ? MESSAGES.resetPasswordsMismatch
          : undefined,
    }),
    liveFields: ['password', 'confirmPassword'],
  });
  const { password, confirmPassword } = form.values;
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isResetting, startResetting] = useTransition();
  // Re-renders once the breached list is in, so the strength bar and submit apply it.
  useBreachedPasswords();

  if (!token) {
    return (
      <AuthLayout title={i18n.t('Invalid Reset Link')}>
        <p className="text-slate-700">{i18n.t(INVALID_LINK_TEXT)}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className={`${buttonClasses('primary')} flex-1`}>
            {i18n.t('Go to Login')}
          </Link>
          <Link
            to={localizedPath('/', currentLocale())}
            className={`${buttonClasses('outline')} flex-1`}
          >
            {i18n.t('Return to Homepage')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (isDone) {
    return (
      <AuthLayout title={i18n.t('Password Reset Successful!')}>
        <div className="space-y-4 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-600" />
          <p className="text-slate-700">{i18n.t('You can now sign in with your new password.')}</p>
          <Button
            className="w-full"
            onClick={() => void navigate('/login', { state: { message: RESET_LOGIN_MESSAGE } })}
          >
            {i18n.t('Sign In Now')}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const canSubmit =
    password !== '' && confirmPassword !== '' && !form.hasErrors && isStrongPassword(password);

  const onSubmit = form.handleSubmit(() => {
    if (password !== confirmPassword) return setFormError(MESSAGES.resetPasswordsMismatch);
    if (!isStrongPassword(password)) return setFormError(MESSAGES.resetPasswordWeak);
    setFormError(null);
    startResetting(async () => {
      try {
        await resetPassword({ token, password });
        setIsDone(true);
      } catch (error) {
        setFormError(error instanceof Error ? error.message : String(error));
      }
    });
  });

  return (
    <AuthLayout
      title={i18n.t('Reset Password')}
      subtitle={i18n.t('Choose a new password for your account.')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <Alert tone="error">{i18n.t(formError)}</Alert>}
        <div>
          <PasswordInput
            label={i18n.t('New Password')}
            autoComplete="new-password"
            {...form.field('password')}
            required
          />
          <PasswordStrength password={password} />
        </div>
        <PasswordInput
          label={i18n.t('Confirm New Password')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          required
        />
        <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isResetting}>
          {isResetting ? i18n.t('Resetting...') : i18n.t('Reset Password')}
        </Button>
      </form>
    </AuthLayout>
  );
}
