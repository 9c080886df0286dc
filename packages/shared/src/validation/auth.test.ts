import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  emailSchema,
  firstIssuePerField,
  forgotPasswordInputSchema,
  getPasswordIssues,
  isStrongPassword,
  loginInputSchema,
  nameSchema,
  primaryPasswordIssue,
  registerFormSchema,
  registerInputSchema,
  resetPasswordFormSchema,
  resetPasswordInputSchema,
} from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('email (spec section 5)', () => {
  it.each([
    ['', MESSAGES.emailRequired],
    ['   ', MESSAGES.emailRequired],
    ['player', MESSAGES.emailInvalid],
    ['player@', MESSAGES.emailInvalid],
    ['@example.com', MESSAGES.emailInvalid],
    [`${'a'.repeat(245)}@example.com`, MESSAGES.emailInvalid],
    ['dink@example.com', undefined],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe(message);
  });

  it('is trimmed and lowercased', () => {
    expect(emailSchema.parse('  Dink.Master@Example.COM ')).toBe('dink.master@example.com');
  });

  it('is required when missing altogether', () => {
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(MESSAGES.emailRequired);
  });
});

describe('password strength (spec section 5)', () => {
  it.each([
    ['', [MESSAGES.passwordRequired]],
    ['Ab1!', [MESSAGES.passwordTooShort]],
    ['ABCDEFG1!', [MESSAGES.passwordLowercase]],
    ['abcdefg1!', [MESSAGES.passwordUppercase]],
    ['Abcdefgh!', [MESSAGES.passwordNumber]],
    ['Abcdefgh1', [MESSAGES.passwordSpecial]],
    [`Aa1!${'x'.repeat(125)}`, [MESSAGES.passwordTooLong]],
    ['Court$ide2026', []],
  ])('%j breaks %j', (password, issues) => {
    expect(getPasswordIssues(password)).toEqual(issues);
    expect(isStrongPassword(password)).toBe(issues.length === 0);
  });

  it('accepts exactly 8 and 127 characters', () => {
    expect(isStrongPassword('Abcde1!x')).toBe(true);
    expect(isStrongPassword(`Aa1!${'x'.repeat(123)}`)).toBe(true);
  });

  it.each([
    'password',
    'password123',
    '123456',
    'qwerty',
    'abc123',
    'admin',
    'letmein',
    'welcome',
    'monkey',
    '123456789',
    'PASSWORD',
  ])('rejects the common password %j', (password) => {
    expect(getPasswordIssues(password)).toContain(MESSAGES.passwordCommon);
    expect(primaryPasswordIssue(password)).toBe(MESSAGES.passwordCommon);
  });

  it.each(['Password123!', 'Welcome2024!', 'P@ssw0rd2024!', 'Qwerty123!'])(
    'refuses %j, which meets every other rule but is a common word underneath',
    (password) => {
      expect(getPasswordIssues(password)).toEqual([MESSAGES.passwordCommon]);
    },
  );

  it('names the first unmet rule when the password is not common', () => {
    expect(primaryPasswordIssue('abc')).toBe(MESSAGES.passwordTooShort);
    expect(primaryPasswordIssue('Court$ide2026')).toBeUndefined();
  });
});

describe('name (spec section 5)', () => {
  it.each([
    ['', MESSAGES.nameRequired],
    ['A', MESSAGES.nameTooShort],
    ['x'.repeat(51), MESSAGES.nameTooLong],
    ['Robin!', MESSAGES.nameChars],
    ['Robin_K', MESSAGES.nameChars],
    ["Ana-María O'Neil 2", undefined],
    ['Zoë', undefined],
    ['xy', undefined],
    ['x'.repeat(50), undefined],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(nameSchema.safeParse(input))).toBe(message);
  });

  it('loses HTML tags and surrounding spaces', () => {
    expect(nameSchema.parse('  <b>Robin</b> Kitchen ')).toBe('Robin Kitchen');
  });
});

describe('register', () => {
  const valid = {
    name: 'Robin Kitchenline',
    email: 'robin@example.com',
    password: 'Court$ide2026',
    confirmPassword: 'Court$ide2026',
    acceptTerms: true,
  };

  it('defaults the role to player and refuses other roles', () => {
    expect(registerInputSchema.parse(valid).role).toBe('player');
    expect(registerInputSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it.each([
    [{ confirmPassword: '' }, 'confirmPassword', MESSAGES.confirmRequired],
    [{ confirmPassword: 'Court$ide2027' }, 'confirmPassword', MESSAGES.passwordsMismatch],
    [{ acceptTerms: false }, 'acceptTerms', MESSAGES.termsRequired],
  ])('form %j fails on %s', (override, field, message) => {
    const result = registerFormSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe('login, forgot and reset', () => {
  it('login needs both fields but not a strong password', () => {
    expect(loginInputSchema.safeParse({ email: 'a@b.co', password: 'old' }).success).toBe(true);
    const missing = loginInputSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(firstMessage(missing)).toBe(MESSAGES.passwordRequired);
  });

  it.each([
    ['', MESSAGES.forgotEmailRequired],
    ['nope', MESSAGES.emailInvalid],
    [' Me@Example.com ', undefined],
  ])('forgot-password %j -> %s', (email, message) => {
    expect(firstMessage(forgotPasswordInputSchema.safeParse({ email }))).toBe(message);
  });

  it.each([
    [{ token: '' }, MESSAGES.resetTokenMissing],
    [{ confirmPassword: 'Other$ide2026' }, MESSAGES.resetPasswordsMismatch],
    [{ password: 'weakpass', confirmPassword: 'weakpass' }, MESSAGES.resetPasswordWeak],
  ])('reset form %j -> %s', (override, message) => {
    const result = resetPasswordFormSchema.safeParse({
      token: 'abc',
      password: 'Court$ide2026',
      confirmPassword: 'Court$ide2026',
      ...override,
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('reset API body needs a token and a strong password', () => {
    expect(
      resetPasswordInputSchema.safeParse({ token: 't', password: 'Court$ide2026' }).success,
    ).toBe(true);
    expect(
      firstMessage(resetPasswordInputSchema.safeParse({ token: '', password: 'Court$ide2026' })),
    ).toBe(MESSAGES.resetTokenMissing);
  });
});

describe('firstIssuePerField', () => {
  it('keeps fields named like Object.prototype keys (issue 22.1)', () => {
    const issues = ['constructor', 'toString', '__proto__'].map((key) => ({
      code: 'custom' as const,
      path: [key],
      message: `bad ${key}`,
      input: 1,
    }));
    const errors = firstIssuePerField(issues);
    expect(Object.getPrototypeOf(errors)).toBeNull();
    expect(Object.entries(errors)).toEqual([
      ['constructor', 'bad constructor'],
      ['toString', 'bad toString'],
      ['__proto__', 'bad __proto__'],
    ]);
  });
});
