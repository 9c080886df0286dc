import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Match } from '@courtside/shared/api/match';
import { PRODUCT_NAME } from '@courtside/shared/constants';
import { atVenue } from '@courtside/shared/time/venue-date';
import { roundName } from '../matches/round-name';

/** What a calendar shows of one match, after the viewer's serializer (names as it allows). */
export interface CalendarMatch {
  match: Pick<
    Match,
    | 'id'
    | 'tournamentId'
    | 'stage'
    | 'group'
    | 'round'
    | 'status'
    | 'startTime'
    | 'court'
    | 'player1'
    | 'player2'
    | 'team1'
    | 'team2'
  >;
  tournament: { name: string; location: string; timeZone: string };
  /** The estimated length of a match of its tournament. */
  durationMs: number;
  /** Raised with every change a calendar shows (migration 0023): the event's SEQUENCE. */
  sequence: number;
  changedAt: Date;
  createdAt: Date;
  /** The page a reader opens for it (the public page, or the app's tournament page). */
  url: string;
}

const sideName = (
  player: CalendarMatch['match']['player1'],
  team: CalendarMatch['match']['team1'],
) => team?.name ?? player?.name ?? 'TBD';

/** "Kim Lee v Sam Park (Round 2) · Spring Open". */
export function summaryOf({ match, tournament }: CalendarMatch): string {
  const sides = `${sideName(match.player1, match.team1)} v ${sideName(match.player2, match.team2)}`;
  return `${sides} (${roundName(match)}) · ${tournament.name}`;
}

/** "Court 3 (North hall), Riverside Park, Austin TX". */
export function locationOf({ match, tournament }: CalendarMatch): string {
  const court = match.court
    ? match.court.location
      ? `${match.court.name} (${match.court.location})`
      : match.court.name
    : null;
  return [court, tournament.location].filter(Boolean).join(', ');
}

/** The host part of UIDs: the server's public address, so UIDs are unique to this deployment. */
const uidDomain = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host || 'courtside';
  } catch {
    return 'courtside';
  }
};

/**
 * A calendar (RFC 5545) of matches: one VEVENT per scheduled match, its UID the match's own
 * (so a moved match replaces itself), DTSTART/DTEND at the venue with TZID and a VTIMEZONE for
 * every zone used, SEQUENCE and LAST-MODIFIED from the match's calendar change count. Made by
 * ical-generator; the zones' rules come from @touch4it/ical-timezones.
 */
export function buildCalendar(input: {
  name: string;
  description: string;
  publicUrl: string;
  /** The venue zone when the whole calendar is one tournament's. */
  timeZone?: string;
  matches: readonly CalendarMatch[];
  now?: Date;
}): string {
  const calendar = ical({
    name: input.name,
    description: input.description,
    prodId: { company: PRODUCT_NAME, product: 'matches', language: 'EN' },
    // No calendar-wide zone name (ical-generator writes DTSTAMP in it): every event names its
    // venue's zone, and the generator writes a VTIMEZONE for each zone the events use.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  if (input.timeZone) calendar.x([['X-WR-TIMEZONE', input.timeZone]]);
  const domain = uidDomain(input.publicUrl);
  const stamp = input.now ?? new Date();
  for (const item of input.matches) {
    if (!item.match.startTime) continue;
    const start = new Date(item.match.startTime);
    const zone = item.tournament.timeZone;
    calendar.createEvent({
      id: `match-${item.match.id}@${domain}`,
      sequence: item.sequence,
      stamp,
      created: item.createdAt,
      lastModified: item.changedAt,
      start: atVenue(start, zone),
      end: atVenue(new Date(start.getTime() + item.durationMs), zone),
      timezone: zone,
      summary: summaryOf(item),
      location: locationOf(item),
      description: `${roundName(item.match)}, ${item.tournament.name}\n${item.url}`,
      url: item.url,
      status:
        item.match.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
