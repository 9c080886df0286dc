import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

/*
 * The app's forms: react-hook-form with zodResolver(schema) in its default mode, so errors show
 * on submit and then follow each change (the one rule of docs/decisions/013 "Forms"; the public
 * pages' lib/use-light-form.ts adds the debounced display before the first submit).
 */

/**
 * Puts a 422's first message per field on the form's fields (spec section 8).
 * Returns the messages about fields the form does not have, to show elsewhere.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    } else {
      unplaced.push(message);
    }
  }
  return unplaced;
}
