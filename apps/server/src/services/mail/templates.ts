import type { Mail } from './enqueue-mail';

const SIGNATURE = '\n\nSee you on the court,\nThe Courtside team';

export function verificationMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your Courtside email address',
    text: `Hi ${name},\n\nWelcome to Courtside! Confirm your email address to activate your account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.${SIGNATURE}`,
    links: [link],
    category: 'security',
  };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Courtside password',
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Courtside account. Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail; your password stays as it is.${SIGNATURE}`,
    links: [link],
    category: 'security',
  };
}
