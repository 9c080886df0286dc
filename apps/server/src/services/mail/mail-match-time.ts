import { formatMatchMoment } from '@courtside/shared/time/match-time';
import { safeTimeZone } from '@courtside/shared/time/zones';

/**
 * A match time as a mail shows it: the venue's day and clock with the zone's abbreviation, and
 * the recipient's clock when their zone (their preference, else the default) reads differently:
 * "Sat, Apr 10, 10:30 AM CDT (9:30 AM your time)" (decision 017).
 */
export function mailMatchTime(at: Date, venueZone: string, settings: unknown): string {
  const preferences = (settings as { preferences?: { timezone?: unknown; timeFormat?: unknown } })
    ?.preferences;
  return formatMatchMoment(at, venueZone, safeTimeZone(preferences?.timezone), {
    timeFormat: preferences?.timeFormat === '24h' ? '24h' : '12h',
  });
}
