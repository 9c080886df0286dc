import type { z } from 'zod';
import type { contactMessageInputSchema } from '@courtside/shared/api/contact';
import { api } from '@/lib/api-client';

export type ContactMessage = z.output<typeof contactMessageInputSchema>;

/**
 * POST /api/contact: the server stores the message and mails it to support.
 * The contact form imports this on Send, so the HTTP client loads then.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post('/contact', message);
}
