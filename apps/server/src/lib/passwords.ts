import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { limitConcurrency } from './limit-concurrency';

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * How many hashes or verifications run at once: one per core at most, leaving a core to the
 * event loop, static files and the database (argon2 keeps a core busy for tens of
 * milliseconds, in libuv's pool of 4 threads where file reads wait too). Sign-ins beyond it
 * queue (decision 008).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const inTurn = limitConcurrency(MAX_CONCURRENT_HASHES);

export const hashPassword = (password: string): Promise<string> =>
  inTurn(() => hash(password, ARGON2_OPTIONS));

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
  const isValid = await inTurn(() => verify(target, password)).catch(() => false);
  return storedHash != null && isValid;
}
