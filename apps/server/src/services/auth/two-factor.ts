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
 * asks for codes from now on. Answers the recovery codes, shown this once.
 */
export async function enableTwoFactor(db: Db, user: UserRow, code: string): Promise<string[]> {
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
    await enqueueMail(tx, twoFactorChangedMail(user, true));
    return replaceRecoveryCodes(tx, user.id);
  });
}

/**
 * Whether `code` is the user's second factor now: a code from the app (each time step once,
 * within one step of drift) or an unused recovery code, which is spent. Call it inside the
 * transaction that acts on it.
 */
export async function useSecondFactor(tx: Tx, userId: string, code: string): Promise<boolean> {
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

/** The password and a second factor, for changes to two-factor itself (422 otherwise). */
async function confirmWithBoth(tx: Tx, user: UserRow, input: { password: string; code: string }) {
  if (!user.twoFactorEnabledAt) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  await assertPassword(user, input.password, 'password');
  if (!(await useSecondFactor(tx, user.id, input.code))) throw codeRefused();
}

/** POST /api/auth/2fa/disable: with the password and a code (or a recovery code). */
export async function disableTwoFactor(
  db: Db,
  user: UserRow,
  input: { password: string; code: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await confirmWithBoth(tx, user, input);
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
  return db.transaction(async (tx) => {
    await confirmWithBoth(tx, user, input);
    return replaceRecoveryCodes(tx, user.id);
  });
}
