import type { Mail } from './enqueue-mail';

const SIGNATURE = '\n\nSee you on the court,\nThe Courtside team';

/** Security notice after a password change (always sent, whatever the settings). */
export function passwordChangedMail(to: { email: string; name: string }): Mail {
  return {
    to: to.email,
    subject: 'Your Courtside password was changed',
    text: `Hi ${to.name},\n\nThe password of your Courtside account was just changed, and every other device was signed out. If this was not you, reset your password straight away with "Forgot password" on the sign-in page.${SIGNATURE}`,
    category: 'security',
  };
}

/** Security notice when two-factor sign-in is switched on or off. */
export function twoFactorChangedMail(to: { email: string; name: string }, isOn: boolean): Mail {
  return {
    to: to.email,
    subject: isOn
      ? 'Two-factor sign-in is on for your Courtside account'
      : 'Two-factor sign-in was turned off for your Courtside account',
    text: isOn
      ? `Hi ${to.name},\n\nFrom now on, signing in to Courtside asks for a code from your authenticator app after your password. Keep your recovery codes somewhere safe: each one signs you in once if you lose your phone.${SIGNATURE}`
      : `Hi ${to.name},\n\nSigning in to Courtside no longer asks for an authenticator code. If this was not you, change your password straight away and turn two-factor sign-in on again.${SIGNATURE}`,
    category: 'security',
  };
}

/** Confirmation of an account deletion, to the address the account had. */
export function accountDeletedMail(to: { email: string; name: string }): Mail {
  return {
    to: to.email,
    subject: 'Your Courtside account has been deleted',
    text: `Hi ${to.name},\n\nYour Courtside account has been deleted as you asked: your profile, settings, picture, sessions and messages are gone, and you have left the tournaments that had not started. Results of matches you played stay in their tournaments under the name "Deleted player", so that the other players' records remain right.\n\nThank you for playing with us.${SIGNATURE}`,
    category: 'security',
  };
}
