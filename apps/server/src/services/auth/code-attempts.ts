import { eq, sql } from 'drizzle-orm';
import { TWO_FACTOR_ATTEMPT_WINDOW_MS, TWO_FACTOR_MAX_ATTEMPTS } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import { userTwoFactor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { AUTH_RATE_LIMITED_MESSAGE } from '../../lib/limit-rules';

const WINDOW = `${TWO_FACTOR_ATTEMPT_WINDOW_MS} milliseconds`;

/**
 * Takes one of the account's two-factor attempts before a code is checked (decision 011).
 * One UPDATE, committed on its own before the transaction that checks the code: concurrent
 * requests queue on the row and each gets its own count, and a refused code's transaction,
 * rolled back, cannot give its attempt back. Over TWO_FACTOR_MAX_ATTEMPTS in the window the
 * answer is 429 and the code is not checked, whichever route asks. Never call it inside a
 * transaction that holds the account's user_two_factor row.
 */
export async function takeCodeAttempt(db: Db, userId: string): Promise<void> {
  const isWindowOver = sql`(${userTwoFactor.codeAttemptsResetAt} is null
    or ${userTwoFactor.codeAttemptsResetAt} <= now())`;
  const [row] = await db
    .update(userTwoFactor)
    .set({
      codeAttempts: sql`case when ${isWindowOver} then 1 else ${userTwoFactor.codeAttempts} + 1 end`,
      codeAttemptsResetAt: sql`case when ${isWindowOver} then now() + ${WINDOW}::interval
        else ${userTwoFactor.codeAttemptsResetAt} end`,
    })
    .where(eq(userTwoFactor.userId, userId))
    .returning({
      attempts: userTwoFactor.codeAttempts,
      resetAt: userTwoFactor.codeAttemptsResetAt,
    });
  if (row && row.attempts > TWO_FACTOR_MAX_ATTEMPTS) {
    const waitMs = (row.resetAt?.getTime() ?? Date.now()) - Date.now();
    throw new AppError(
      'RATE_LIMITED',
      AUTH_RATE_LIMITED_MESSAGE,
      {},
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }
}

/** A right code gives its attempt back: only wrong codes use up the account's budget. */
export async function returnCodeAttempt(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(userTwoFactor)
    .set({ codeAttempts: sql`greatest(${userTwoFactor.codeAttempts} - 1, 0)` })
    .where(eq(userTwoFactor.userId, userId));
}
