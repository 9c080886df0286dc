import type { z } from 'zod';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { i18n } from '@/lib/i18n';
import { ApiError, INVALID_RESPONSE } from './api-error';

/**
 * The one way to read a server answer: with its schema. An answer that is not what the server
 * promised (not JSON, a field missing) is 'Invalid response from server' (spec section 8) as
 * an ApiError every screen shows like any failed call, never a parser's stack of issues.
 */
export function readAnswer<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError({
      message: i18n.t(PROFILE_MESSAGES.invalidResponse),
      code: INVALID_RESPONSE,
      canRetry: true,
    });
  }
  return result.data;
}
