import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageInputSchema } from '@courtside/shared/api/contact';
import { api } from '@/lib/api-client';

export type ContactMessage = z.output<typeof contactMessageInputSchema>;

/** POST /api/contact: the server stores the message and mails it to support. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post('/contact', message);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
