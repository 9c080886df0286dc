import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret: 32 bytes of entropy. */
export const createToken = (): string => randomBytes(32).toString('base64url');

/** What we store instead of a token: a lookup needs the hash only, a leak reveals nothing usable. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
