import { and, eq, isNull } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { RECOVERY_CODE_COUNT, TOTP_ISSUER } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import { recoveryCodes, userTwoFactor, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import {
  createRecoveryCode,
  createTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
  verifyTotp,
} from '../../lib/totp';
import { twoFactorChangedMail } from '../mail/account-templates';
import { enqueueMail } from '../mail/enqueue-mail';
import { assertPassword, fieldRefusal } from '../users/change-password';
import { returnCodeAttempt, takeCodeAttempt } from './code-attempts';
import { revokeOtherSessions } from './sessions';

const codeRefused = () => fieldRefusal('code', TWO_FACTOR_MESSAGES.codeInvalid);

/**
 * POST /api/auth/2fa/setup: a new secret waiting for its first code. Starting again replaces
 * a secret that was never confirmed; an account with two-factor on must disable it first.
 */
export async function startTwoFactorSetup(db: Db, user: UserRow) {
  if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
  const secret = createTotpSecret();
  await db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
    });
  return { secret, otpauthUrl: otpauthUrl(secret, TOTP_ISSUER, user.email) };
}

/** Fresh recovery codes: the old ones stop working; only hashes are stored. */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)) })));
  return codes;
}

/**
 * POST /api/auth/2fa/enable: a current code from the app confirms it holds the secret; sign-in
 * asks for codes from now on, and every other session ends, as after a password change (the
 * one enabling it stays). Answers the recovery codes, shown this once. The code checks a
 * secret the caller was just given, so it does not count against the account's attempts.
 */
export async function enableTwoFactor(
  db: Db,
  user: UserRow,
  currentSessionId: string | null,
  code: string,
): Promise<string[]> {
  if (user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id))
      .for('update');
    if (!row || row.confirmedAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.noSetup);
    const step = verifyTotp(row.secret, code);
    if (step === null) throw codeRefused();
    const now = new Date();
    await tx
      .update(userTwoFactor)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(eq(userTwoFactor.userId, user.id));
    await tx.update(users).set({ twoFactorEnabledAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, currentSessionId);
    await enqueueMail(tx, twoFactorChangedMail(user, true));
    return replaceRecoveryCodes(tx, user.id);
  });
}

/**
 * Whether `code` is the user's second factor now: a code from the app (each time step once,
 * within one step of drift) or an unused recovery code, which is spent.
 */
async function useSecondFactor(tx: Tx, userId: string, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const [row] = await tx
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .for('update');
    if (!row?.confirmedAt) return false;
    const step = verifyTotp(row.secret, code, { lastUsedStep: row.lastUsedStep });
    if (step === null) return false;
    await tx
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(eq(userTwoFactor.userId, userId));
    return true;
  }
  const [spent] = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent !== undefined;
}

/**
 * Runs `action` in a transaction that first checks `code` as the user's second factor: one of
 * the account's attempts is taken before (429 once they are used up, decision 011), a wrong
 * code is a 422 on `code`, and a right one gives its attempt back. Every route that checks a
 * code goes through here.
 */
export async function withSecondFactor<T>(
  db: Db,
  userId: string,
  code: string,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  await takeCodeAttempt(db, userId);
  return db.transaction(async (tx) => {
    if (!(await useSecondFactor(tx, userId, code))) throw codeRefused();
    await returnCodeAttempt(tx, userId);
    return action(tx);
  });
}

/** The password, then a second factor, for changes to two-factor itself (422 otherwise). */
async function withBoth<T>(
  db: Db,
  user: UserRow,
  input: { password: string; code: string },
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  await assertPassword(user, input.password, 'password');
  return withSecondFactor(db, user.id, input.code, action);
}

/** POST /api/auth/2fa/disable: with the password and a code (or a recovery code). */
export async function disableTwoFactor(
  db: Db,
  user: UserRow,
  input: { password: string; code: string },
): Promise<void> {
  await withBoth(db, user, input, async (tx) => {
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, user.id));
    await enqueueMail(tx, twoFactorChangedMail(user, false));
  });
}

/** POST /api/auth/2fa/recovery-codes: new codes (the old ones die), with password and code. */
export async function renewRecoveryCodes(
  db: Db,
  user: UserRow,
  input: { password: string; code: string },
): Promise<string[]> {
  return withBoth(db, user, input, (tx) => replaceRecoveryCodes(tx, user.id));
}
