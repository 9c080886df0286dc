import { useState, useTransition, type FormEvent } from 'react';
import type { ContactMessageInput } from '@courtside/shared/api/contact';
import { CONTACT_MESSAGES, CONTACT_TYPES } from '@courtside/shared/api/contact-constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { CONTACT_TYPE_LABELS } from '@/features/marketing/content/contact';
import { ApiError, ERROR_MESSAGES, importCall } from '@/lib/api-error';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { showToast } from '@/lib/toast';

type Field = keyof ContactMessageInput;

const EMPTY = { name: '', email: '', subject: '', message: '', type: 'general' } as const;
const FIELDS = ['name', 'email', 'subject', 'message', 'type'] as const;

/**
 * The server's own schema, which checks every field here first. It (and zod)
 * arrive when the visitor starts on the form, not with the page: zod alone is
 * about a quarter of a page's budget (docs/decisions/013).
 */
const contactSchema = lazyModule(async () => {
  const [{ contactMessageInputSchema }, { firstIssuePerField }] = await Promise.all([
    import('@courtside/shared/api/contact'),
    import('@courtside/shared/validation/auth'),
  ]);
  return (values: ContactMessageInput) => {
    const result = contactMessageInputSchema.safeParse(values);
    return result.success
      ? { message: result.data, errors: {} }
      : { message: null, errors: firstIssuePerField(result.error.issues) };
  };
});

/**
 * The contact form: a field's error shows once it was left (or on Send) and
 * then follows the typing; the message goes to POST /api/contact, with the
 * spec's toasts.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, startSending] = useTransition();
  const [check, loadCheck] = useLazyModule(contactSchema);

  const errors: Partial<Record<string, string>> = check?.(values).errors ?? {};
  const shown = (field: Field) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);
  const bind = (field: Field) => ({
    name: field,
    value: values[field] ?? '',
    error: shown(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, subject: true, message: true, type: true });
    setFormError(null);
    startSending(async () => {
      let message;
      try {
        message = (await loadCheck())(values).message;
      } catch {
        setFormError(ERROR_MESSAGES.network);
        return;
      }
      if (!message) return; // the fields say what is wrong
      try {
        const { sendContactMessage } = await importCall(
          () => import('@/features/marketing/api/send-contact-message'),
        );
        await sendContactMessage(message);
        showToast('success', CONTACT_MESSAGES.sent);
        setValues(EMPTY);
        setTouched({});
      } catch (error) {
        showToast('error', CONTACT_MESSAGES.failed);
        if (!(error instanceof ApiError)) return;
        setFormError(error.message);
        setServerErrors(
          Object.fromEntries(FIELDS.map((field) => [field, error.fieldErrors[field]])),
        );
      }
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadCheck().catch(() => {})}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
      </div>
      <SelectField
        label="Type of inquiry"
        options={CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }))}
        {...bind('type')}
      />
      <TextField label="Subject" required {...bind('subject')} />
      <TextareaField label="Message" rows={6} required {...bind('message')} />
      <Button type="submit" size="lg" isLoading={isSending} className="w-full sm:w-auto">
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
