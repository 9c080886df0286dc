import { useState, useTransition } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserRole } from '@courtside/shared/constants';
import { localizedPath } from '@courtside/shared/i18n/locales';
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
import { useLightForm } from '@/lib/use-light-form';
import { currentLocale, i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

/**
 * The first message per field; the password and mismatch messages follow every keystroke,
 * beside the checklist (lib/use-light-form.ts says when each shows). The schema's own checks
 * (name, email, terms) apply once it is here: it loads when the visitor starts on the form,
 * well before a field is left.
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
  const [formError, setFormError] = useState<string | null>(null);
  const [isRegistering, startRegistering] = useTransition();
  const [schemas, loadSchemas] = useLazyModule(authSchemas);
  useBreachedPasswords();

  // Checked on every render, not memoised on the values alone: the common-password rule also
  // reads the breached list, which arrives after mount (the hook re-renders then).
  const form = useLightForm({
    initial: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: 'player' as UserRole,
      acceptTerms: false,
    },
    validate: (values) => formErrors(values, schemas),
    liveFields: ['password', 'confirmPassword', 'role', 'acceptTerms'],
  });
  const { values, set } = form;

  const isFilled = Boolean(
    values.name && values.email && values.password && values.confirmPassword,
  );
  const canSubmit = isFilled && values.acceptTerms && !form.hasErrors;

  const onSubmit = form.handleSubmit(() => {
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
        if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      }
    });
  });

  return (
    <AuthLayout
      title={i18n.t('Create Your Account')}
      pageTitle={i18n.t('Create Account')}
      subtitle={i18n.t('Join tournaments or run your own')}
      footer={richText(i18n.t('Already have an account? <link>Sign in</link>'), {
        link: (label) => (
          <Link to="/login" className="font-semibold text-brand-800 underline">
            {label}
          </Link>
        ),
      })}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadSchemas().catch(() => {})}
        className="space-y-4"
      >
        {formError && <Alert tone="error">{i18n.t(formError)}</Alert>}
        <TextField
          label={i18n.t('Full Name')}
          autoComplete="name"
          {...form.field('name')}
          required
        />
        <TextField
          label={i18n.t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
          required
        />
        <RoleChoice value={values.role} onChange={(role) => set('role', role)} />
        <div>
          <PasswordInput
            label={i18n.t('Password')}
            autoComplete="new-password"
            {...form.field('password')}
            required
          />
          <PasswordChecklist id="password-requirements" password={values.password} />
        </div>
        <PasswordInput
          label={i18n.t('Confirm Password')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          required
        />
        <div>
          <Checkbox
            label={i18n.t('I agree to the Terms of Service and Privacy Policy')}
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
            error={form.error('acceptTerms')}
          />
          <p className="ml-6 mt-1 text-sm text-slate-700">
            {richText(
              i18n.t(
                'Read the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
              ),
              {
                terms: (label) => (
                  <Link
                    to={localizedPath('/terms', currentLocale())}
                    className="font-semibold text-brand-800 underline"
                  >
                    {label}
                  </Link>
                ),
                privacy: (label) => (
                  <Link
                    to={localizedPath('/privacy', currentLocale())}
                    className="font-semibold text-brand-800 underline"
                  >
                    {label}
                  </Link>
                ),
              },
            )}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={!canSubmit} isLoading={isRegistering}>
          {isRegistering ? i18n.t('Creating Account...') : i18n.t('Create Account')}
        </Button>
      </form>
    </AuthLayout>
  );
}
