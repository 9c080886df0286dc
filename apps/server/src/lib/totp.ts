import { HOTP, Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@courtside/shared/constants';

/**
 * RFC 6238 time-based codes through `otpauth` (a maintained library, checked against the
 * RFC's vectors in totp.test.ts): SHA-1, 6 digits, 30-second steps, as authenticator apps
 * expect. This module keeps the app's few rules on top: one step of drift, a code good once.
 */
const totpFor = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommended length), base32. */
export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The 30-second time step a moment falls in (RFC 6238 T, with T0 = 0). */
export const timeStep = (at: number = Date.now()): number =>
  TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at });

/** HOTP (RFC 4226): the code of one counter value. */
export const hotp = (secret: string, counter: number): string =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    counter,
  });

/** The code an authenticator shows at `at`. */
export const totpCode = (secret: string, at: number = Date.now()): string =>
  totpFor(secret).generate({ timestamp: at });

/**
 * The time step whose code `code` is, within one step of clock drift either way, and above
 * `lastUsedStep` (a code is good once); null when it matches none. The library compares every
 * candidate in constant time.
 */
export function verifyTotp(
  secret: string,
  code: string,
  options: { at?: number; lastUsedStep?: number | null } = {},
): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const at = options.at ?? Date.now();
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = timeStep(at) + delta;
  return step > (options.lastUsedStep ?? -1) ? step : null;
}

/** The otpauth:// key URI an authenticator app scans (the QR code's content). */
export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  totpFor(secret, issuer, account).toString();

/** A recovery code: 10 base32 characters (50 bits) shown as xxxxx-xxxxx. */
export function createRecoveryCode(): string {
  const text = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Recovery codes as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');
