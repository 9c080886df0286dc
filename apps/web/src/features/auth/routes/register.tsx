import { useState, useTransition, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserRole } from '@courtside/shared/constants';
import { MESSAGES, primaryPasswordIssue } from '@courtside/shared/validation/auth-rules';
import type { RegisterForm } from '@courtside/shared/validation/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { PasswordChecklist } from '@/features/auth/components/password-checklist';
import { PasswordInput } from '@/features/auth/components/password-input';
import { RoleChoice } from '@/features/auth/components/role-choice';
import { authSchemas, type AuthSchemas } from '@/features/auth/lib/auth-schemas';
import { useBreachedPasswords } from '@/features/auth/lib/use-breached-passwords';
import { ApiError, ERROR_MESSAGES, importCall } from '@/lib/api-error';
import { useLazyModule } from '@/lib/lazy-module';

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms';

/**
 * The first message per field; the password and mismatch messages show while
 * typing. The schema's own checks (name, email, terms) apply once it is here:
 * it loads when the visitor starts on the form, well before a field is left.
 */
function formErrors(values: RegisterForm, schemas?: AuthSchemas): Partial<Record<string, string>> {
  const result = schemas?.registerFormSchema.safeParse(values);
  const found =
    schemas && result && !result.success ? schemas.firstIssuePerField(result.error.issues) : {};
  const password = values.password ? primaryPasswordIssue(values.password) : found.password;
  // The schema's cross-field check only runs once every field parses; show a mismatch at once.
  const isMismatch = values.confirmPassword !== '' && values.confirmPassword !== values.password;
  const confirmPassword = isMismatch ? MESSAGES.passwordsMismatch : found.confirmPassword;
  return { ...found, password, confirmPassword };
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: 'player' as UserRole,
    acceptTerms: false,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isRegistering, startRegistering] = useTransition();
  const [schemas, loadSchemas] = useLazyModule(authSchemas);
  useBreachedPasswords();

  // Not memoised on the values alone: the common-password rule also reads the breached list,
  // which arrives after mount (the hook re-renders then). The check costs microseconds.
  const errors = formErrors(values, schemas);

  const isFilled = Boolean(
    values.name && values.email && values.password && values.confirmPassword,
  );
  const hasErrors =
    Object.values(errors).some(Boolean) || Object.values(serverErrors).some(Boolean);
  const canSubmit = isFilled && values.acceptTerms && !hasErrors;

  /** A field's error shows once it was left, or right away for the passwords once typed in. */
  const shown = (field: Field): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const isLive = (field === 'password' || field === 'confirmPassword') && values[field] !== '';
    return touched[field] || isLive ? errors[field] : undefined;
  };

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: '' }));
  };
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      name: true,
      email: true,
      password: true,
      confirmPassword: true,
      acceptTerms: true,
    });
    if (!canSubmit) return;
    setFormError(null);
    const email = values.email.trim().toLowerCase();
    startRegistering(async () => {
      let loaded: AuthSchemas;
      try {
        loaded = await loadSchemas();
      } catch {
        setFormError(ERROR_MESSAGES.network);
        return;
      }
      // Submitted before the schema was here: its messages show now, and nothing is sent.
      if (Object.values(formErrors(values, loaded)).some(Boolean)) return;
      try {
        // The call (and the HTTP client behind it) loads on submit, not with the page.
        const { registerUser } = await importCall(() => import('@/features/auth/api/register'));
        const { message } = await registerUser({
          name: values.name.trim(),
          email,
          password: values.password,
          role: values.role,
        });
        void navigate('/login', { state: { message, email } });
      } catch (error) {
        setFormError(error instanceof Error ? error.message : String(error));
        if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      }
    });
  };

  return (
    <AuthLayout
      title="Create Your Account"
      pageTitle="Create Account"
      subtitle="Join tournaments or run your own"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSchemas().catch(() => {})}
        className="space-y-4"
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          onBlur={touch('name')}
          error={shown('name')}
          required
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={touch('email')}
          error={shown('email')}
          required
        />
        <RoleChoice value={values.role} onChange={(role) => set('role', role)} />
        <div>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            onBlur={touch('password')}
            error={shown('password')}
            required
          />
          <PasswordChecklist id="password-requirements" password={values.password} />
        </div>
        <PasswordInput
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          onBlur={touch('confirmPassword')}
          error={shown('confirmPassword')}
          required
        />
        <div>
          <Checkbox
            label="I agree to the Terms of Service and Privacy Policy"
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            error={touched.acceptTerms ? errors.acceptTerms : undefined}
          />
          <p className="ml-6 mt-1 text-sm text-slate-700">
            Read the{' '}
            <Link to="/terms" className="font-semibold text-brand-800 underline">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className="font-semibold text-brand-800 underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isRegistering}>
          {isRegistering ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
