import { mailI18n, type ServerI18n } from '../../lib/i18n';

/**
 * Whom a mail goes to: their address, their name and their stored settings, whose
 * `preferences.language` the mail is written in (issue 29); `settings: null` for an address
 * without an account, who reads English.
 */
export interface Recipient {
  email: string;
  name: string;
  settings: unknown;
}

export { mailI18n, type ServerI18n };

/**
 * A mail's text: the greeting, its paragraphs (links on their own) and the signature, in the
 * recipient's language. Without a name, a plain "Hi,".
 */
export function letter(i18n: ServerI18n, name: string | null, paragraphs: readonly string[]) {
  const greeting = name ? i18n.t('Hi {name},', { name }) : i18n.t('Hi,');
  return [greeting, ...paragraphs, i18n.t('See you on the court,\nThe Courtside team')].join(
    '\n\n',
  );
}
