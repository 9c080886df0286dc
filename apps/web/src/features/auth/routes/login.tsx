import { useState, useTransition } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PublicUser } from '@courtside/shared/api/user';
import { emailIssue, getPasswordIssues } from '@courtside/shared/validation/auth-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useRedirectBack } from '@/features/auth/lib/redirect-back';
import { PasswordInput } from '@/features/auth/components/password-input';
import type { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { ApiError, importCall } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { showToast } from '@/lib/toast';
import { useLightForm } from '@/lib/use-light-form';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

interface LoginState {
  message?: string;
  email?: string;
}

/**
 * Spec section 5, "Password (register, reset, login checks)": login applies the
 * same password rules and shows the first error, in the rules' order. (Every
 * account's password passed these rules when it was chosen: the server has
 * enforced them at registration and reset from the start.) 'Password is
 * required' shows once the field was typed in or left, not on a fresh form
 * (lib/use-light-form.ts); an empty email only keeps Sign In disabled.
 */
function validate({ email, password }: { email: string; password: string }) {
  return { email: email ? emailIssue(email) : undefined, password: getPasswordIssues(password)[0] };
}

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  // Back to the /app page that sent the visitor here, and why (issue 11).
  const { nextPath, notice } = useRedirectBack();
  const form = useLightForm({ initial: { email: state.email ?? '', password: '' }, validate });
  const { email, password } = form.values;
  const [rememberMe, setRememberMe] = useState(false);
  const [formError, setFormError] = useState<ApiError | Error | null>(null);
  const [isSigningIn, startSignIn] = useTransition();
  const [isResending, startResend] = useTransition();
  // Two-factor sign-in on: the challenge and the code step, fetched only then (decision 013).
  const [secondStep, setSecondStep] = useState<{
    challenge: string;
    Step: typeof TwoFactorStep;
  } | null>(null);

  const canSubmit = email.trim() !== '' && password !== '' && !form.hasErrors;
  const isUnverified = formError instanceof ApiError && formError.code === 'EMAIL_NOT_VERIFIED';

  const signIn = (user: PublicUser, token: string) => {
    useAuthStore.getState().login(user, token, rememberMe);
    showToast('success', i18n.t('Welcome back, {name}!', { name: user.name }));
    void navigate(nextPath, { replace: true });
  };

  const onSubmit = form.handleSubmit(() => {
    if (!canSubmit) return;
    setFormError(null);
    const normalisedEmail = email.trim().toLowerCase();
    startSignIn(async () => {
      try {
        // The call (and the HTTP client behind it) loads on the first sign-in, not with the page.
        const { loginUser } = await importCall(() => import('@/features/auth/api/login'));
        const answer = await loginUser({ email: normalisedEmail, password, rememberMe });
        if (answer.challenge !== undefined) {
          const { TwoFactorStep: Step } = await importCall(
            () => import('@/features/auth/components/two-factor-step'),
          );
          setSecondStep({ challenge: answer.challenge, Step });
          return;
        }
        signIn(answer.user, answer.token);
      } catch (error) {
        setFormError(asError(error));
      }
    });
  });

  const onResend = () =>
    startResend(async () => {
      try {
        const { resendVerification } = await importCall(
          () => import('@/features/auth/api/resend-verification'),
        );
        showToast('success', await resendVerification(email.trim().toLowerCase()));
      } catch (error) {
        showToast('error', i18n.t(asError(error).message));
      }
    });

  if (secondStep) {
    return (
      <secondStep.Step
        challenge={secondStep.challenge}
        onSignedIn={signIn}
        onExpired={(message) => {
          setSecondStep(null);
          setFormError(new Error(message));
        }}
        onCancel={() => setSecondStep(null)}
      />
    );
  }

  return (
    <AuthLayout
      title={i18n.t('Welcome Back')}
      pageTitle={i18n.t('Sign In')}
      subtitle={i18n.t('Sign in to manage your tournaments and matches')}
      footer={richText(i18n.t("Don't have an account? <link>Sign up</link>"), {
        link: (label) => (
          <Link to="/register" className="font-semibold text-brand-800 underline">
            {label}
          </Link>
        ),
      })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {state.message && !formError && <Alert tone="success">{i18n.t(state.message)}</Alert>}
        {notice && !state.message && !formError && <Alert tone="info">{i18n.t(notice)}</Alert>}
        {formError && (
          <Alert tone="error">
            <p>{i18n.t(formError.message)}</p>
            {isUnverified && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                isLoading={isResending}
                onClick={onResend}
              >
                {isResending ? i18n.t('Sending...') : i18n.t('Resend verification email')}
              </Button>
            )}
          </Alert>
        )}
        <TextField
          label={i18n.t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
          required
        />
        <PasswordInput
          label={i18n.t('Password')}
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <div className="flex items-center justify-between gap-2">
          <Checkbox
            label={i18n.t('Remember me')}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-800 underline">
            {i18n.t('Forgot password?')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isSigningIn}>
          {isSigningIn ? i18n.t('Signing in...') : i18n.t('Sign In')}
        </Button>
      </form>
    </AuthLayout>
  );
}
