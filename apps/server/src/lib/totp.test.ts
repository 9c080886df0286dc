import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { createRecoveryCode, createTotpSecret, hotp, totpCode, verifyTotp } from './totp';

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"); 6-digit codes are the last six digits.
const SECRET = Secret.fromUTF8('12345678901234567890').base32;

describe('TOTP (RFC 6238, through otpauth)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is the last six digits of %s', (seconds, rfc) => {
    expect(totpCode(SECRET, seconds * 1000)).toBe(rfc.slice(-6));
  });

  it('is HOTP of RFC 4226 underneath', () => {
    expect([0, 1, 9].map((counter) => hotp(SECRET, counter))).toEqual([
      '755224',
      '287082',
      '520489',
    ]);
  });

  it('makes 160-bit secrets and 50-bit recovery codes', () => {
    expect(createTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(createRecoveryCode()).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('accepts one step of drift either way, never a step already used', () => {
    const at = 1_700_000_000_000;
    const step = Math.floor(at / 30_000);
    expect(verifyTotp(SECRET, totpCode(SECRET, at - 30_000), { at })).toBe(step - 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, at + 30_000), { at })).toBe(step + 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, at + 60_000), { at })).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at), { at, lastUsedStep: step })).toBeNull();
    expect(verifyTotp(SECRET, '12345', { at })).toBeNull();
    expect(verifyTotp(SECRET, 'abcdef', { at })).toBeNull();
  });
});
