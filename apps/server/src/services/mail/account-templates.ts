import type { Mail } from './enqueue-mail';
import { letter, mailI18n, type Recipient } from './mail-text';

/** Security notice after a password change (always sent, whatever the settings). */
export function passwordChangedMail(to: Recipient): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('Your Courtside password was changed'),
    text: letter(i18n, to.name, [
      i18n.t(
        'The password of your Courtside account was just changed, and every other device was signed out. If this was not you, reset your password straight away with "Forgot password" on the sign-in page.',
      ),
    ]),
    category: 'security',
  };
}

/** Security notice when two-factor sign-in is switched on or off. */
export function twoFactorChangedMail(to: Recipient, isOn: boolean): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: isOn
      ? i18n.t('Two-factor sign-in is on for your Courtside account')
      : i18n.t('Two-factor sign-in was turned off for your Courtside account'),
    text: letter(i18n, to.name, [
      isOn
        ? i18n.t(
            'From now on, signing in to Courtside asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.',
          )
        : i18n.t(
            'Signing in to Courtside no longer asks for an authenticator code. If this was not you, change your password straight away and turn two-factor sign-in on again.',
          ),
    ]),
    category: 'security',
  };
}

/** Confirmation of an account deletion, to the address the account had. */
export function accountDeletedMail(to: Recipient): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('Your Courtside account has been deleted'),
    text: letter(i18n, to.name, [
      i18n.t(
        'Your Courtside account has been deleted as you asked: your profile, settings, picture, sessions and messages are gone, and you have left the tournaments that had not started. Results of matches you played stay in their tournaments under the name "Deleted player", so that the other players\' records remain right.',
      ),
      i18n.t('Thank you for playing with us.'),
    ]),
    category: 'security',
  };
}
