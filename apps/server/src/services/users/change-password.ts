import { and, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { emailTokens, loginChallenges, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { passwordChangedMail } from '../mail/account-templates';
import { enqueueMail } from '../mail/enqueue-mail';
import { assertSelf } from './privacy';

/** A 422 whose message is the reason itself (the profile screen shows the server's message). */
export const fieldRefusal = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: [message] } });

/** The password is checked against the stored hash, or a 422 on `field`. */
export async function assertPassword(user: UserRow, password: string, field: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldRefusal(
      field,
      field === 'currentPassword'
        ? PROFILE_MESSAGES.currentPasswordWrong
        : PROFILE_MESSAGES.passwordWrong,
    );
  }
}

/**
 * PUT /api/users/{id}/password (self only). The current password must be right (a 422, not a
 * 401: the session stays); the new one has passed the register rules in the schema. Every
 * other session, pending second sign-in step and unused reset link is revoked, and a security
 * notice is mailed, in one transaction.
 */
export async function changePassword(
  db: Db,
  viewer: UserRow,
  currentSessionId: string | null,
  id: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  assertSelf(viewer, id);
  await assertPassword(viewer, input.currentPassword, 'currentPassword');
  if (input.newPassword === input.currentPassword) {
    throw fieldRefusal('newPassword', PROFILE_MESSAGES.samePassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeOtherSessions(tx, id, currentSessionId);
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, id));
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, id), eq(emailTokens.purpose, 'reset_password')));
    await enqueueMail(tx, passwordChangedMail(viewer));
  });
}
