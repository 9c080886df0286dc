import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the rule, so each test decides whether the breached list is registered. */
async function freshRule({ withBreachedList }: { withBreachedList: boolean }) {
  vi.resetModules();
  const rule = await import('./common-passwords');
  if (withBreachedList) await import('./breached-passwords');
  return rule;
}

/**
 * Passwords that meet every other rule (8+, upper, lower, digit, special), and
 * whether the rule refuses them with the spec's ten words only, then with the breached list.
 */
const CASES = [
  { password: 'Password123!', withTenWords: true, withBreachedList: true },
  { password: 'Welcome2024!', withTenWords: true, withBreachedList: true },
  { password: 'P@ssw0rd2024!', withTenWords: true, withBreachedList: true },
  { password: 'P@ssw0rd!', withTenWords: true, withBreachedList: true },
  { password: '2024P@ssw0rd', withTenWords: true, withBreachedList: true },
  { password: 'L3tM31n!!', withTenWords: true, withBreachedList: true },
  { password: '4dmin2024!', withTenWords: true, withBreachedList: true },
  { password: 'M0nk3y!!22', withTenWords: true, withBreachedList: true },
  { password: 'Qwerty123!', withTenWords: true, withBreachedList: true },
  { password: 'Summer2024!', withTenWords: false, withBreachedList: true },
  { password: 'Dragon#1987', withTenWords: false, withBreachedList: true },
  // The whole password is a breached one; its cores are not.
  { password: 'Ncc-1701', withTenWords: false, withBreachedList: true },
  // The core "dog" is breached but shorter than four letters.
  { password: 'Dog#26982', withTenWords: false, withBreachedList: false },
  // The strong password of the test suites.
  { password: 'Court$ide2026', withTenWords: false, withBreachedList: false },
  { password: 'Courtside#2026', withTenWords: false, withBreachedList: false },
  { password: 'N3w-Paddle-Grip!', withTenWords: false, withBreachedList: false },
  { password: 'xK9#mQ2$vL7!pR', withTenWords: false, withBreachedList: false },
  { password: 'Abcde1!x', withTenWords: false, withBreachedList: false },
];

describe('isCommonPassword (spec section 5, common passwords)', () => {
  it.each(CASES)('$password with the ten words only -> $withTenWords', async (c) => {
    const { isCommonPassword, hasBreachedPasswords } = await freshRule({ withBreachedList: false });
    expect(hasBreachedPasswords()).toBe(false);
    expect(isCommonPassword(c.password)).toBe(c.withTenWords);
  });

  it.each(CASES)('$password with the breached list -> $withBreachedList', async (c) => {
    const { isCommonPassword, hasBreachedPasswords } = await freshRule({ withBreachedList: true });
    expect(hasBreachedPasswords()).toBe(true);
    expect(isCommonPassword(c.password)).toBe(c.withBreachedList);
  });

  it.each(['password', 'PASSWORD', 'password123', '123456', 'abc123', '123456789'])(
    'refuses the spec word %j as a whole',
    async (password) => {
      const { isCommonPassword } = await freshRule({ withBreachedList: false });
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('keeps the list when loadBreachedPasswords is called again', async () => {
    const { isCommonPassword } = await freshRule({ withBreachedList: true });
    const { loadBreachedPasswords } = await import('./breached-passwords');
    loadBreachedPasswords();
    expect(isCommonPassword('Summer2024!')).toBe(true);
  });
});

describe('passwordCores', () => {
  it.each([
    ['Password123!', ['password', 'passwordie', 'passwordle']],
    ['P@ssw0rd2024!', ['psswrd', 'passwordoa', 'password']],
    ['2024P@ss', ['pss', 'oapass', 'pass']],
  ])('%j -> %j', async (password, cores) => {
    const { passwordCores } = await freshRule({ withBreachedList: false });
    expect(passwordCores(password)).toEqual(cores);
  });
});
