import type { Mail } from './enqueue-mail';
import { letter, mailI18n, type Recipient } from './mail-text';

export function verificationMail(to: Recipient, link: string): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('Verify your Courtside email address'),
    text: letter(i18n, to.name, [
      i18n.t('Welcome to Courtside! Confirm your email address to activate your account:'),
      link,
      i18n.t(
        'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
      ),
    ]),
    links: [link],
    category: 'security',
  };
}

export function passwordResetMail(to: Recipient, link: string): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('Reset your Courtside password'),
    text: letter(i18n, to.name, [
      i18n.t(
        'Someone asked to reset the password of your Courtside account. Choose a new password here:',
      ),
      link,
      i18n.t(
        'The link works once and expires in 1 hour. If it was not you, ignore this mail; your password stays as it is.',
      ),
    ]),
    links: [link],
    category: 'security',
  };
}
