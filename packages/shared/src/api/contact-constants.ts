/**
 * The contact form's options and texts, without zod: the contact page renders
 * them at once, while the schema in `contact.ts` is only needed to check a
 * message and is loaded when the visitor starts filling the form in.
 */
export const CONTACT_TYPES = ['general', 'tournament', 'technical', 'billing', 'feature'] as const;

export const CONTACT_MESSAGES = {
  nameRequired: /*i18n*/ 'Name is required',
  subjectRequired: /*i18n*/ 'Subject is required',
  messageRequired: /*i18n*/ 'Message is required',
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: /*i18n*/ 'Failed to send message',
} as const;
