import { dayOf, formatVenueDay, type DayFormat } from '@courtside/shared/time/days';
import { formatMatchDay } from '@courtside/shared/time/match-time';
import { safeTimeZone } from '@courtside/shared/time/zones';
import { mailI18n } from './mail-text';

interface StoredPreferences {
  timezone?: unknown;
  timeFormat?: unknown;
  dateFormat?: unknown;
}

const preferencesOf = (settings: unknown): StoredPreferences =>
  (settings as { preferences?: StoredPreferences } | null | undefined)?.preferences ?? {};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** "10:30 AM" (or "10:30 AM CDT" with the zone's name) in a language and a time format. */
function clock(at: Date, zone: string, locale: string, is24h: boolean, hasZoneName = false) {
  const key = `${locale}|${is24h}|${zone}|${hasZoneName}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: is24h ? '2-digit' : 'numeric',
      minute: '2-digit',
      hourCycle: is24h ? 'h23' : 'h12',
      timeZoneName: hasZoneName ? 'short' : undefined,
    });
    clocks.set(key, format);
  }
  // Intl writes a narrow no-break space before AM/PM; mails want a plain one.
  return format.format(at).replace(/\u202f/g, ' ');
}

/**
 * A match time as a mail shows it, in the recipient's language and time format: the venue's day
 * and clock with the zone's abbreviation, and the recipient's clock when their zone (their
 * preference, else the default) reads differently: "Sat, Apr 10, 10:30 AM CDT (9:30 AM your
 * time)" (decision 017); in German "Sa., 10. Apr., 10:30 AM GMT-5 (9:30 AM bei Ihnen)".
 */
export function mailMatchTime(at: Date, venueZone: string, settings: unknown): string {
  const i18n = mailI18n(settings);
  const preferences = preferencesOf(settings);
  const viewerZone = safeTimeZone(preferences.timezone);
  const locale = i18n.intlLocale;
  const is24h = preferences.timeFormat === '24h';
  const venue = `${formatMatchDay(at, venueZone, locale)}, ${clock(at, venueZone, locale, is24h, true)}`;
  const viewerClock = clock(at, viewerZone, locale, is24h);
  const isSameDay = dayOf(at, viewerZone) === dayOf(at, venueZone);
  // Nothing more when the recipient's clock reads the venue's (Detroit for a New York venue).
  if (isSameDay && viewerClock === clock(at, venueZone, locale, is24h)) return venue;
  // The recipient's day is named when it is not the venue's (Tokyo is ahead of New York).
  const time = isSameDay ? viewerClock : `${viewerClock} ${formatMatchDay(at, viewerZone, locale)}`;
  return `${venue} (${i18n.t('{time} your time', { time })})`;
}

/**
 * A calendar day ('YYYY-MM-DD') in the recipient's date format when they chose one; as it is
 * (which is one of the formats) otherwise.
 */
export function mailDay(day: string, settings: unknown): string {
  const format = preferencesOf(settings).dateFormat;
  const formats: readonly DayFormat[] = ['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'];
  return (formats.includes(format as DayFormat) && formatVenueDay(day, format as DayFormat)) || day;
}
