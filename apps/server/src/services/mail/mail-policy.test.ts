import { describe, expect, it } from 'vitest';
import { wantsMail, type MailCategory } from './mail-policy';

const off = (group: string, key: string) => ({ [group]: { [key]: false } });

describe('wantsMail: notification settings decide every mail but security ones', () => {
  // prettier-ignore
  const cases: [string, Record<string, unknown>, MailCategory, boolean][] = [
    ['defaults: tournament updates',        {},                                                   'tournament', true],
    ['defaults: match reminders',           {},                                                   'match',      true],
    ['defaults: weekly digest is off',      {},                                                   'digest',     false],
    ['digest switched on',                  { notificationSettings: { weeklyDigest: true } },     'digest',     true],
    ['tournament updates off',              off('notificationSettings', 'tournamentUpdates'),     'tournament', false],
    ['match reminders off',                 off('notificationSettings', 'matchReminders'),        'match',      false],
    ['score updates off',                   off('notificationSettings', 'scoreUpdates'),          'score',      false],
    ['email off silences tournament mail',  off('notificationSettings', 'emailNotifications'),    'tournament', false],
    ['email off silences the digest',       { notificationSettings: { emailNotifications: false, weeklyDigest: true } }, 'digest', false],
    ['email off: security still goes',      off('notificationSettings', 'emailNotifications'),    'security',   true],
    ['everything off: security still goes', { notificationSettings: { emailNotifications: false, matchReminders: false, tournamentUpdates: false } }, 'security', true],
    ['messages allowed by default',         {},                                                   'message',    true],
    ['messages refused',                    off('privacySettings', 'allowMessages'),              'message',    false],
    ['invitations always',                  off('notificationSettings', 'emailNotifications'),    'invitation', true],
  ];
  it.each(cases)('%s', (_label, settings, category, expected) => {
    expect(wantsMail(settings, category)).toBe(expected);
  });
});
