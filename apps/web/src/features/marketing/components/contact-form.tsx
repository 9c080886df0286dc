import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import {
  CONTACT_MESSAGES,
  CONTACT_TYPES,
  contactMessageInputSchema,
} from '@courtside/shared/api/contact';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  useSendContactMessage,
  type ContactMessage,
} from '@/features/marketing/api/send-contact-message';
import { CONTACT_TYPE_LABELS } from '@/features/marketing/content/contact';
import { ApiError } from '@/lib/api-error';

type ContactFormValues = z.input<typeof contactMessageInputSchema>;

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '', type: 'general' };
const FIELDS = ['name', 'email', 'subject', 'message', 'type'] as const;

/**
 * The contact form: the server's own schema checks every field here first,
 * then the message goes to POST /api/contact, with the spec's toasts.
 */
export function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((message) => {
    setFormError(null);
    send.mutate(message, {
      onSuccess: () => {
        toast.success(CONTACT_MESSAGES.sent);
        reset(EMPTY);
      },
      onError: (error) => {
        toast.error(CONTACT_MESSAGES.failed);
        if (!(error instanceof ApiError)) return;
        setFormError(error.message);
        for (const field of FIELDS) {
          const fieldError = error.fieldErrors[field];
          if (fieldError) setError(field, { message: fieldError });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        label="Type of inquiry"
        error={errors.type?.message}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: CONTACT_TYPE_LABELS[type] }))}
        {...register('type')}
      />
      <TextField
        label="Subject"
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        required
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
