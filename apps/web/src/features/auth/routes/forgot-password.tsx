import { MailCheck } from 'lucide-react';
import { useState, useTransition } from 'react';
import { Link } from 'react-router';
import { forgotPasswordEmailIssue } from '@courtside/shared/validation/auth-rules';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { requestPasswordReset } from '@/features/auth/api/forgot-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useLightForm } from '@/lib/use-light-form';

const footer = (
  <>
    Remembered it?{' '}
    <Link to="/login" className="font-semibold text-brand-800 underline">
      Sign in
    </Link>{' '}
    · New here?{' '}
    <Link to="/register" className="font-semibold text-brand-800 underline">
      Create an account
    </Link>
  </>
);

export default function ForgotPasswordPage() {
  const form = useLightForm({
    initial: { email: '' },
    validate: ({ email }) => ({ email: forgotPasswordEmailIssue(email) }),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<Error | null>(null);
  const [isSending, startSending] = useTransition();

  const onSubmit = form.handleSubmit(({ email }) => {
    const normalisedEmail = email.trim().toLowerCase();
    setSendError(null);
    startSending(async () => {
      try {
        await requestPasswordReset(normalisedEmail);
        setSentTo(normalisedEmail);
      } catch (error) {
        setSendError(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email!" footer={footer}>
        <div className="space-y-4">
          <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
          <p className="text-slate-700">
            If an account exists for <strong>{sentTo}</strong>, a link to reset your password is on
            its way.
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>Open the email from Courtside and follow the link within 1 hour.</li>
            <li>Check your spam or promotions folder if it is not there in a few minutes.</li>
            <li>The link works once; ask for another if it has expired.</li>
          </ul>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/login" className={`${buttonClasses('primary')} flex-1`}>
              Back to Login
            </Link>
            <Button variant="outline" className="flex-1" onClick={() => setSentTo(null)}>
              Send Another Email
            </Button>
          </div>
          <p className="text-center text-sm text-slate-700">
            Need help?{' '}
            <Link to="/contact" className="font-semibold text-brand-800 underline">
              Contact Support
            </Link>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot Your Password?"
      subtitle="Enter your email and we'll send you a link to reset it."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {sendError && <Alert tone="error">{sendError.message}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
          required
        />
        <Button type="submit" className="w-full" isLoading={isSending}>
          {isSending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
