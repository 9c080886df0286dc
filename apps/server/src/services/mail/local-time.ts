import { DEFAULT_USER_SETTINGS } from '@courtside/shared/api/user';

/**
 * A moment as a mail shows it, "Sat, Apr 10, 09:00 EDT", in the recipient's time zone (their
 * preference, else the default; an unknown zone falls back to the default too).
 */
export function localTime(at: Date, settings: unknown): string {
  const zone = (settings as { preferences?: { timezone?: unknown } } | null)?.preferences?.timezone;
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZoneName: 'short',
    }).format(at);
  try {
    return format(typeof zone === 'string' ? zone : DEFAULT_USER_SETTINGS.preferences.timezone);
  } catch {
    return format(DEFAULT_USER_SETTINGS.preferences.timezone);
  }
}
