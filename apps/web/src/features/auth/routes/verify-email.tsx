import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { VERIFICATION_FAILED, verifyEmail } from '@/features/auth/api/verify-email';
import { AuthLayout } from '@/features/auth/components/auth-layout';

const MISSING_TOKEN = 'Invalid verification link. Please check your email for the correct link.';
const VERIFIED_LOGIN_MESSAGE = 'Your email has been verified. You can now sign in.';

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
      <AuthLayout title="Verifying Your Email">
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> Verifying your email...
        </p>
      </AuthLayout>
    );
  }
  if (state.status === 'success') {
    return (
      <AuthLayout title="Email Verified!">
        <div className="space-y-4 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-600" />
          <p className="text-slate-700">{state.message}</p>
          <Link
            to="/login"
            state={{ message: VERIFIED_LOGIN_MESSAGE, email: state.email }}
            className={`${buttonClasses('primary')} w-full`}
          >
            Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verification Failed">
      <div className="space-y-4 text-center">
        <XCircle aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
        <p role="alert" className="text-slate-700">
          {state.message}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className={`${buttonClasses('primary')} flex-1`}>
            Go to Login
          </Link>
          <Link to="/register" className={`${buttonClasses('outline')} flex-1`}>
            Register Again
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          Still stuck?{' '}
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            Contact us
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
