import { DEFAULT_USER_SETTINGS, type UserSettings } from '@courtside/shared/api/user';

/**
 * What a mail is about, which decides whose consent it needs (spec section 3,
 * notificationSettings and privacySettings.allowMessages):
 * - security: verification, password reset and change, two-factor, account deletion: always sent;
 * - invitation: to an address with no account yet, support: to our own inbox: always sent;
 * - tournament, match, score, digest: need email notifications and the matching switch
 *   (tournament updates, match reminders, score updates, weekly digest);
 * - message: another person writing to the user: needs allow messages.
 */
export type MailCategory =
  'security' | 'invitation' | 'support' | 'tournament' | 'match' | 'score' | 'digest' | 'message';

type Switch = keyof UserSettings['notificationSettings'];
const NOTIFICATION_SWITCH: Partial<Record<MailCategory, Switch>> = {
  tournament: 'tournamentUpdates',
  match: 'matchReminders',
  score: 'scoreUpdates',
  digest: 'weeklyDigest',
};

/** Whether a mail of this category is sent whatever the recipient's settings. */
export const isAlwaysSent = (category: MailCategory): boolean =>
  category === 'security' || category === 'invitation' || category === 'support';

/** Whether someone with these stored settings (over the defaults) takes this kind of mail. */
export function wantsMail(stored: Record<string, unknown>, category: MailCategory): boolean {
  if (isAlwaysSent(category)) return true;
  const group = <K extends keyof UserSettings>(key: K): UserSettings[K] => ({
    ...DEFAULT_USER_SETTINGS[key],
    ...(stored[key] as Partial<UserSettings[K]> | undefined),
  });
  if (category === 'message') return group('privacySettings').allowMessages !== false;
  const notifications = group('notificationSettings');
  const toggle = NOTIFICATION_SWITCH[category];
  return notifications.emailNotifications !== false && (!toggle || notifications[toggle] !== false);
}
