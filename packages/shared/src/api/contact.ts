import { z } from 'zod';
import { emailSchema } from '../validation/auth';
import { plainText } from '../validation/plain-text';
import { CONTACT_MESSAGES, CONTACT_TYPES } from './contact-constants';

export { CONTACT_MESSAGES, CONTACT_TYPES } from './contact-constants';

const requiredText = (required: string, max: number, isMultiline = false) =>
  plainText({ required, max, tooLong: `At most ${max} characters`, isMultiline });

/** POST /api/contact: the contact form (spec sections 3 and 5), all fields required. */
export const contactMessageInputSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, 100),
  email: emailSchema,
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, 200),
  message: requiredText(CONTACT_MESSAGES.messageRequired, 5000, true),
  type: z.enum(CONTACT_TYPES).default('general'),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
