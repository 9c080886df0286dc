import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { ApiError, failureReason } from '@/lib/api-error';

/**
 * What a failed profile call's toast says (spec section 8, decision 006): the server's reason
 * when it answered, 'Invalid response from server' for an answer that is not the promised
 * one, and the screen's own text (`noAnswer`) when nothing answered.
 */
export function profileFailure(error: unknown, noAnswer: string): string {
  if (!(error instanceof ApiError) && error instanceof Error) {
    if (error.message === PROFILE_MESSAGES.invalidResponse) return error.message;
  }
  return failureReason(error, noAnswer);
}
