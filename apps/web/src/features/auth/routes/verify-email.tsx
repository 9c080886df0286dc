import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { buttonClasses } from '@/components/ui/button';
import { VERIFICATION_FAILED, verifyEmail } from '@/features/auth/api/verify-email';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { currentLocale, i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

const MISSING_TOKEN =
  /*i18n*/ 'Invalid verification link. Please check your email for the correct link.';
const VERIFIED_LOGIN_MESSAGE = /*i18n*/ 'Your email has been verified. You can now sign in.';

type VerifyState =
  | { status: 'loading' }
  | { status: 'success'; message: string; email: string }
  | { status: 'error'; message: string };

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<VerifyState>(() =>
    token ? { status: 'loading' } : { status: 'error', message: MISSING_TOKEN },
  );
  // The token is single use: never send it twice (StrictMode runs effects twice in development).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    verifyEmail(token)
      .then(({ message, email }) => setState({ status: 'success', message, email }))
      .catch((error: unknown) =>
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : VERIFICATION_FAILED,
        }),
      );
  }, [token]);

  if (state.status === 'loading') {
    return (
      <AuthLayout title={i18n.t('Verifying Your Email')}>
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />{' '}
          {i18n.t('Verifying your email...')}
        </p>
      </AuthLayout>
    );
  }
  if (state.status === 'success') {
    return (
      <AuthLayout title={i18n.t('Email Verified!')}>
        <div className="space-y-4 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-600" />
          <p className="text-slate-700">{i18n.t(state.message)}</p>
          <Link
            to="/login"
            state={{ message: VERIFIED_LOGIN_MESSAGE, email: state.email }}
            className={`${buttonClasses('primary')} w-full`}
          >
            {i18n.t('Sign In')}
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={i18n.t('Verification Failed')}>
      <div className="space-y-4 text-center">
        <XCircle aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
        <p role="alert" className="text-slate-700">
          {i18n.t(state.message)}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className={`${buttonClasses('primary')} flex-1`}>
            {i18n.t('Go to Login')}
          </Link>
          <Link to="/register" className={`${buttonClasses('outline')} flex-1`}>
            {i18n.t('Register Again')}
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {richText(i18n.t('Still stuck? <link>Contact us</link>'), {
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
