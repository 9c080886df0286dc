/**
 * The breached-password list of `@zxcvbn-ts/language-common` (about 49,000
 * passwords seen in breaches, most frequent first), registered with the common
 * password rule as soon as this module is imported. It is large (about 390 kB,
 * 200 kB gzipped), so the server imports it eagerly at start-up while the web
 * app imports it on demand from the screens that choose a password.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { hasBreachedPasswords, registerBreachedPasswords } from './common-passwords';

/** Registers the breached list with `isCommonPassword`; safe to call again. */
export function loadBreachedPasswords(): void {
  if (!hasBreachedPasswords()) registerBreachedPasswords(dictionary['passwords-common']);
}

loadBreachedPasswords();
