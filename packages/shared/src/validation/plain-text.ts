import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, stripHtml } from './sanitize';

interface PlainTextOptions {
  /** The message when the field is missing or blank; omit for optional fields. */
  required?: string;
  max: number;
  tooLong: string;
  /** Descriptions and messages keep tabs and line breaks; names and titles do not. */
  isMultiline?: boolean;
}

/**
 * Every plain-text field of a request (ARCHITECTURE.md section 3): control
 * characters refused with a 422 on the field, tags stripped until stable
 * (spec section 5), trimmed, then the length rule. The raw value is capped
 * first so a megabyte of markup cannot make stripping slow.
 */
export function plainText({ required, max, tooLong, isMultiline = false }: PlainTextOptions) {
  const afterStrip = z.string().trim().max(max, tooLong);
  return z
    .string({ error: required ?? /*i18n*/ 'Must be text' })
    .max(max * 10, tooLong)
    .refine((v) => !hasControlCharacters(v, { isMultiline }), CONTROL_CHARACTERS_MESSAGE)
    .transform(stripHtml)
    .pipe(required ? afterStrip.min(1, required) : afterStrip);
}

/** A search string: no control characters, at most `max` characters, trimmed. */
export const searchText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .transform((v) => v.trim());
