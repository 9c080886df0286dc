import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, emailIssue, forgotPasswordEmailIssue } from './auth-rules';
import { emailSchema, forgotPasswordInputSchema } from './auth';

/** What the form shows first for `input` according to the zod schema the server applies. */
const schemaIssue = (input: string) => {
  const result = emailSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('emailIssue gives the answer of emailSchema, without zod', () => {
  it("uses zod's own email pattern, character for character", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each([
    '',
    '   ',
    'player',
    'player@',
    '@example.com',
    'dink@example',
    'dink@example.com',
    '  Dink.Master@Example.COM ',
    "o'neil+club@sub.example.org",
    'dink..master@example.com',
    `${'a'.repeat(242)}@example.com`,
    `${'a'.repeat(243)}@example.com`,
  ])('%j', (input) => {
    expect(emailIssue(input)).toBe(schemaIssue(input));
  });

  it('for any text, and any text shaped like an address', () => {
    const addressLike = fc
      .tuple(fc.string(), fc.constantFrom('@', '.', ' ', ''), fc.string(), fc.domain())
      .map(([local, mark, middle, domain]) => `${local}${mark}${middle}@${domain}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), addressLike), (input) => {
        expect(emailIssue(input)).toBe(schemaIssue(input));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('forgotPasswordEmailIssue gives the answer of forgotPasswordInputSchema', () => {
  it.each(['', '   ', 'player', ' Robin@Example.com ', `${'a'.repeat(243)}@example.com`])(
    '%j',
    (email) => {
      const result = forgotPasswordInputSchema.safeParse({ email });
      expect(forgotPasswordEmailIssue(email)).toBe(
        result.success ? undefined : result.error.issues[0]?.message,
      );
    },
  );
});
