import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';

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
