import { MailCheck } from 'lucide-react';
import { useState, useTransition } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { forgotPasswordEmailIssue } from '@courtside/shared/validation/auth-rules';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { requestPasswordReset } from '@/features/auth/api/forgot-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useLightForm } from '@/lib/use-light-form';
import { currentLocale, i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

/** Built at render: its texts are in the page's language. */
const Footer = () => (
  <>
    {richText(i18n.t('Remembered it? <link>Sign in</link>'), {
      link: (label) => (
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {label}
        </Link>
      ),
    })}{' '}
    ·{' '}
    {richText(i18n.t('New here? <link>Create an account</link>'), {
      link: (label) => (
        <Link to="/register" className="font-semibold text-brand-800 underline">
          {label}
        </Link>
      ),
    })}
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
      <AuthLayout title={i18n.t('Check Your Email!')} footer={<Footer />}>
        <div className="space-y-4">
          <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
          <p className="text-slate-700">
            {richText(
              i18n.t(
                'If an account exists for <email>{email}</email>, a link to reset your password is on its way.',
                { email: sentTo },
              ),
              { email: (address) => <strong>{address}</strong> },
            )}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{i18n.t('Open the email from Courtside and follow the link within 1 hour.')}</li>
            <li>
              {i18n.t('Check your spam or promotions folder if it is not there in a few minutes.')}
            </li>
            <li>{i18n.t('The link works once; ask for another if it has expired.')}</li>
          </ul>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/login" className={`${buttonClasses('primary')} flex-1`}>
              {i18n.t('Back to Login')}
            </Link>
            <Button variant="outline" className="flex-1" onClick={() => setSentTo(null)}>
              {i18n.t('Send Another Email')}
            </Button>
          </div>
          <p className="text-center text-sm text-slate-700">
            {richText(i18n.t('Need help? <link>Contact Support</link>'), {
              link: (label) => (
                <Link
                  to={localizedPath('/contact', currentLocale())}
                  className="font-semibold text-brand-800 underline"
                >
                  {label}
                </Link>
              ),
            })}
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={i18n.t('Forgot Your Password?')}
      subtitle={i18n.t("Enter your email and we'll send you a link to reset it.")}
      footer={<Footer />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {sendError && <Alert tone="error">{i18n.t(sendError.message)}</Alert>}
        <TextField
          label={i18n.t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
          required
        />
        <Button type="submit" className="w-full" isLoading={isSending}>
          {isSending ? i18n.t('Sending...') : i18n.t('Send Reset Link')}
        </Button>
      </form>
    </AuthLayout>
  );
}
