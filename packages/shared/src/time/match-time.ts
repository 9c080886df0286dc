import { dayOf } from './days';

export interface MatchTimeOptions {
  /** 12-hour ("10:30 AM", the default preference) or 24-hour ("10:30"). */
  timeFormat?: '12h' | '24h';
  /** BCP 47 locale the clock is written in; en-US by default. */
  locale?: string;
}

/** How a match time reads: at the venue, and in the viewer's zone when that clock differs. */
export interface MatchTimeText {
  /** "10:30 AM CST": the venue's clock with its zone's abbreviation. */
  venue: string;
  /** "9:30 AM your time", or null when the viewer's clock shows the venue's time. */
  viewer: string | null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

/** The day of a match in `zone`, as a schedule names it: "Sat, Apr 10". */
export function formatMatchDay(instant: Date, zone: string, locale = 'en-US'): string {
  const key = `${locale}|${zone}`;
  let format = days.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    days.set(key, format);
  }
  return format.format(instant);
}

function clock(
  instant: Date,
  zone: string,
  { timeFormat = '12h', locale = 'en-US' }: MatchTimeOptions,
  hasZoneName = false,
) {
  const key = `${locale}|${timeFormat}|${zone}|${hasZoneName}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: timeFormat === '12h' ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: timeFormat === '12h' ? 'h12' : 'h23',
      // The zone's short name: 'CST'/'CDT' for Chicago, 'GMT+9' for Tokyo.
      timeZoneName: hasZoneName ? 'short' : undefined,
    });
    clocks.set(key, format);
  }
  // Intl writes a narrow no-break space before AM/PM; mails and tests want a plain one.
  return format.format(instant).replace(/\u202f/g, ' ');
}

/** A match time in the venue's zone, and in the viewer's when it differs (issue 23). */
export function formatMatchTime(
  instant: Date,
  venueZone: string,
  viewerZone: string,
  options: MatchTimeOptions = {},
): MatchTimeText {
  const viewerClock = clock(instant, viewerZone, options);
  const viewerDay = dayOf(instant, viewerZone);
  const isSameDay = viewerDay === dayOf(instant, venueZone);
  return {
    venue: clock(instant, venueZone, options, true),
    // Nothing more when the viewer's clock reads the venue's (Detroit for a New York venue).
    viewer:
      isSameDay && viewerClock === clock(instant, venueZone, options)
        ? null
        : // The viewer's day is named when it is not the venue's (Tokyo is ahead of New York).
          `${viewerClock}${isSameDay ? '' : ` ${formatMatchDay(instant, viewerZone, options.locale)}`} your time`,
  };
}

/** The same on one line: "10:30 AM CST (9:30 AM your time)". */
export function formatMatchTimeLine(
  instant: Date,
  venueZone: string,
  viewerZone: string,
  options: MatchTimeOptions = {},
): string {
  const { venue, viewer } = formatMatchTime(instant, venueZone, viewerZone, options);
  return viewer ? `${venue} (${viewer})` : venue;
}

/**
 * A match's day and time for a mail or a print-out, for a reader in `viewerZone`:
 * "Sat, Apr 10, 10:30 AM CDT (9:30 AM your time)".
 */
export function formatMatchMoment(
  instant: Date,
  venueZone: string,
  viewerZone: string,
  options: MatchTimeOptions = {},
): string {
  return `${formatMatchDay(instant, venueZone, options.locale)}, ${formatMatchTimeLine(instant, venueZone, viewerZone, options)}`;
}
