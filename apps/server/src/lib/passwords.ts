import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (unknown email, invited player) it
 * still verifies against a dummy hash, so both cases take the same time.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  const isValid = await verify(target, password).catch(() => false);
  return storedHash != null && isValid;
}
