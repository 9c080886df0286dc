import { COMMON_PASSWORDS } from '../constants';

/**
 * The "common password" rule of spec section 5, made to bite. The spec's ten
 * words alone never matched a password that passes the other rules
 * (`Password123!` is not `password123`), so a password is common when:
 *
 * - its whole lowercase form is a known password, or
 * - one of its letters-only cores (see {@link passwordCores}) of at least
 *   {@link MIN_CORE_LENGTH} letters is a known password.
 *
 * Known passwords are the spec's ten words, their cores, and once
 * {@link registerBreachedPasswords} has run, a breached-password list (the
 * server registers it at start-up, the web app on demand; see
 * `breached-passwords.ts`).
 */

/** Shorter cores match far too many honest passwords (`Cat!` + digits, initials). */
export const MIN_CORE_LENGTH = 4;

/**
 * Leet substitutions undone before a core is taken. Deliberately the common
 * ones only: every extra mapping makes more random passwords look like words.
 * `1` reads as either `i` or `l`, so both readings are tried.
 */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const LEET_CHARS = /[013457@$]/g;
const NON_LETTERS = /[^a-z]/g;
const TRAILING_NON_LETTERS = /[^a-z]+$/;
const EDGE_NON_LETTERS = /^[^a-z]+|[^a-z]+$/g;

const lettersOnly = (text: string): string => text.replace(NON_LETTERS, '');
const unLeet = (text: string, one: 'i' | 'l'): string =>
  text.replace(LEET_CHARS, (c) => (c === '1' ? one : (LEET[c] ?? c)));

const tenWords: readonly string[] = COMMON_PASSWORDS;
const tenCores = tenWords.map(lettersOnly).filter((core) => core.length >= MIN_CORE_LENGTH);
const known = new Set<string>([...tenWords, ...tenCores]);
let hasBreachedList = false;

/**
 * The letters-only readings of a password, lowercase, that the rule compares
 * with known passwords (shorter than {@link MIN_CORE_LENGTH} ones included;
 * the rule skips them):
 *
 * 1. every non-letter dropped, no leet (`Password123!` -> `password`);
 * 2. leet undone, then non-letters dropped, taken from the whole password,
 *    from the password without its trailing non-letters (`P@ssw0rd2024!` ->
 *    `P@ssw0rd` -> `password`; otherwise the `0` and `4` of 2024 would read
 *    as letters), and without its leading and trailing ones (`2024P@ss`).
 */
export function passwordCores(password: string): string[] {
  const lower = password.toLowerCase();
  const views = [
    lower,
    lower.replace(TRAILING_NON_LETTERS, ''),
    lower.replace(EDGE_NON_LETTERS, ''),
  ];
  const cores = new Set([lettersOnly(lower)]);
  for (const view of views) {
    cores.add(lettersOnly(unLeet(view, 'i')));
    cores.add(lettersOnly(unLeet(view, 'l')));
  }
  return [...cores];
}

/**
 * Whether the password is too common to accept (spec section 5, "Password is
 * too common"). Pure apart from reading the registered list, and cheap: a
 * handful of set look-ups.
 */
export function isCommonPassword(password: string): boolean {
  if (known.has(password.toLowerCase())) return true;
  return passwordCores(password).some((core) => core.length >= MIN_CORE_LENGTH && known.has(core));
}

/**
 * Adds a breached-password list (lowercase entries) to the known passwords.
 * Idempotent; entries are lowercased and trimmed, empty ones skipped.
 */
export function registerBreachedPasswords(list: Iterable<string>): void {
  for (const entry of list) {
    const word = entry.trim().toLowerCase();
    if (word) known.add(word);
  }
  hasBreachedList = true;
}

/** Whether a breached list has been registered (until then only the ten words count). */
export const hasBreachedPasswords = (): boolean => hasBreachedList;
