import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';

/** A field's error (a shared validation text or the server's), in the page's language. */
export const translatedError = (message: string | undefined): string | undefined =>
  message ? i18n.t(message) : undefined;

/** A 422's field messages of one settings group, keyed by the field's name inside it. */
export function groupFieldErrors(error: unknown, group: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  if (!(error instanceof ApiError)) return out;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    if (path.startsWith(`${group}.`)) out[path.slice(group.length + 1).split('.')[0]!] = message;
  }
  return out;
}
