import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  contactOrganizerInputSchema,
  TOURNAMENT_MESSAGES,
  type ContactOrganizerInput,
  type TournamentDetail,
} from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContactOrganizer } from '@/features/tournaments/api/contact-organizer';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** A message to the organizer, mailed with the sender's address as reply-to. */
export function ContactOrganizerDialog({
  tournament,
  onClose,
}: {
  tournament: TournamentDetail;
  onClose: () => void;
}) {
  const contact = useContactOrganizer(tournament.id);
  const form = useForm<ContactOrganizerInput>({
    resolver: zodResolver(contactOrganizerInputSchema),
    defaultValues: { subject: i18n.t('About {name}', { name: tournament.name }), message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    contact.mutate(input, {
      onSuccess: (message) => {
        toast.success(i18n.t(message));
        onClose();
      },
      onError: (error) =>
        // A rate limit says when to try again; anything else gets the spec's toast.
        toast.error(
          error instanceof ApiError && error.status === 429
            ? i18n.t(error.serverMessage ?? error.message)
            : i18n.t(TOURNAMENT_MESSAGES.sendMessageFailed),
        ),
    }),
  );

  return (
    <Modal isOpen title={i18n.t('Contact Organizer')} size="md" onClose={onClose}>
      <p className="mb-4 text-sm text-slate-600">
        {i18n.t('Your message goes to {name} by email; replies come to your own address.', {
          name: tournament.organizer.name,
        })}
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={i18n.t('Subject')}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextareaField
          label={i18n.t('Message')}
          rows={6}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {i18n.t('Cancel')}
          </Button>
          <Button type="submit" isLoading={contact.isPending}>
            {!contact.isPending && <Send aria-hidden="true" className="h-4 w-4" />}
            {contact.isPending ? i18n.t('Sending...') : i18n.t('Send Message')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
