import type { z } from 'zod';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';

/**
 * Reads an answer with its schema; one that is not what the server promised (not JSON, say)
 * is 'Invalid response from server' (spec section 8), not a parser's stack of issues.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(PROFILE_MESSAGES.invalidResponse);
  return result.data;
}
