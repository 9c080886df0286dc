import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import type { PublicUser } from '@courtside/shared/api/user';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { loginTwoFactor } from '@/features/auth/api/login-two-factor';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ApiError } from '@/lib/api-error';
import { useLightForm } from '@/lib/use-light-form';
import { i18n } from '@/lib/i18n';

type CodeKind = 'app' | 'recovery';

const TEXTS: Record<CodeKind, { instruction: string; label: string; switchTo: string }> = {
  app: {
    instruction: /*i18n*/ 'Enter the 6-digit code from your authenticator app',
    label: /*i18n*/ 'Authentication code',
    switchTo: /*i18n*/ 'Use a recovery code instead',
  },
  recovery: {
    instruction:
      /*i18n*/ 'Enter one of the recovery codes you saved when you turned on two-factor sign-in',
    label: /*i18n*/ 'Recovery code',
    switchTo: /*i18n*/ 'Use your authenticator app instead',
  },
};

/** Apps show the code as '123 456'; the server ignores spaces too. */
const compact = (code: string) => code.replace(/\s+/g, '');

const isComplete = (kind: CodeKind, code: string) =>
  kind === 'app' ? /^\d{6}$/.test(compact(code)) : compact(code) !== '';

interface TwoFactorStepProps {
  /** The challenge POST /api/auth/login answered in place of a session. */
  challenge: string;
  /** The code was right: sign in exactly as a plain sign-in does. */
  onSignedIn: (user: PublicUser, token: string) => void;
  /** The challenge expired, was used up or is unknown: back to the password, saying why. */
  onExpired: (message: string) => void;
  /** Back to the password step. */
  onCancel: () => void;
}

/**
 * The second step of signing in with two-factor on (decision 011): a code from the
 * authenticator app or a recovery code completes the challenge. Loaded only when the server
 * asks for it, so the login page stays within its budget (decision 013).
 */
export function TwoFactorStep({ challenge, onSignedIn, onExpired, onCancel }: TwoFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>('app');
  // No message while typing: Verify waits for a whole code; the server's answer shows on the field.
  const form = useLightForm({ initial: { code: '' } });
  const { code } = form.values;
  const [formError, setFormError] = useState<string | null>(null);
  const [isVerifying, startVerify] = useTransition();
  const inputRef = useRef<HTMLInputElement>(null);
  const texts = TEXTS[kind];

  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => inputRef.current?.focus(), [kind]);

  const switchKind = () => {
    setKind((k) => (k === 'app' ? 'recovery' : 'app'));
    form.reset();
    setFormError(null);
  };

  const verify = () => {
    if (!isComplete(kind, code) || isVerifying) return;
    setFormError(null);
    startVerify(async () => {
      try {
        const { user, token } = await loginTwoFactor({ challenge, code: compact(code) });
        onSignedIn(user, token);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          onExpired(error.serverMessage ?? TWO_FACTOR_MESSAGES.challengeInvalid);
        } else if (error instanceof ApiError && error.fieldErrors.code) {
          form.setServerErrors(error.fieldErrors);
          inputRef.current?.select();
        } else {
          setFormError(error instanceof Error ? error.message : String(error));
        }
      }
    });
  };
  // Built at submit, not in render: `verify` selects the field through its ref.
  const onSubmit = (event: FormEvent) => form.handleSubmit(verify)(event);

  return (
    <AuthLayout title={i18n.t('Two-Factor Authentication')} subtitle={i18n.t(texts.instruction)}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <Alert tone="error">{i18n.t(formError)}</Alert>}
        <TextField
          ref={inputRef}
          key={kind}
          label={i18n.t(texts.label)}
          {...(kind === 'app'
            ? { autoComplete: 'one-time-code', inputMode: 'numeric' as const }
            : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
          {...form.field('code')}
          required
        />
        <Button
          type="submit"
          className="w-full"
          disabled={!isComplete(kind, code)}
          isLoading={isVerifying}
        >
          {isVerifying ? i18n.t('Verifying...') : i18n.t('Verify')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button
            type="button"
            onClick={switchKind}
            disabled={isVerifying}
            className="font-semibold text-brand-800 underline disabled:opacity-60"
          >
            {i18n.t(texts.switchTo)}
          </button>
          <button
            type="button"
            onClick={onCancel}
            disabled={isVerifying}
            className="font-semibold text-slate-700 underline disabled:opacity-60"
          >
            {i18n.t('Back to sign in')}
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
