import { useState, useTransition } from 'react';
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
import { useLightForm } from '@/lib/use-light-form';
import { i18n } from '@/lib/i18n';

const EMPTY: ContactMessageInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  type: 'general',
};

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
 * The contact form: its errors show as every public form's do (lib/use-light-form.ts); the
 * message goes to POST /api/contact, with the spec's toasts.
 */
export function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, startSending] = useTransition();
  const [check, loadCheck] = useLazyModule(contactSchema);
  const form = useLightForm<ContactMessageInput>({
    initial: EMPTY,
    validate: (values) => check?.(values).errors ?? {},
    liveFields: ['type'],
  });
  const bind = form.field;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    startSending(async () => {
      let message;
      try {
        message = (await loadCheck())(values).message;
      } catch {
        setFormError(i18n.t(ERROR_MESSAGES.network));
        return;
      }
      if (!message) return; // the fields say what is wrong
      try {
        const { sendContactMessage } = await importCall(
          () => import('@/features/marketing/api/send-contact-message'),
        );
        await sendContactMessage(message);
        showToast('success', i18n.t(CONTACT_MESSAGES.sent));
        form.reset();
      } catch (error) {
        showToast('error', i18n.t(CONTACT_MESSAGES.failed));
        if (!(error instanceof ApiError)) return;
        setFormError(error.message);
        form.setServerErrors(error.fieldErrors);
      }
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadCheck().catch(() => {})}
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {i18n.t('Send us a message')}
      </h2>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={i18n.t('Name')} autoComplete="name" required {...bind('name')} />
        <TextField
          label={i18n.t('Email')}
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
        />
      </div>
      <SelectField
        label={i18n.t('Type of inquiry')}
        options={CONTACT_TYPES.map((type) => ({
          value: type,
          label: i18n.t(CONTACT_TYPE_LABELS[type]),
        }))}
        {...bind('type')}
      />
      <TextField label={i18n.t('Subject')} required {...bind('subject')} />
      <TextareaField label={i18n.t('Message')} rows={6} required {...bind('message')} />
      <Button type="submit" size="lg" isLoading={isSending} className="w-full sm:w-auto">
        {isSending ? i18n.t('Sending...') : i18n.t('Send Message')}
      </Button>
    </form>
  );
}
