import ICAL from 'ical.js';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentEvent, TournamentSchedule } from '@courtside/shared/api/event';
import type { PublicTournament } from '@courtside/shared/api/live';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { outboxEmails } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

/**
 * Issue 26: every date and time of a tournament of events follows the venue's zone across its
 * days, on the DST weekend too: the schedule, the public page, the match mails and the iCal feed
 * agree on the venue's wall clock.
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
const ZONE = 'America/Los_Angeles';

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Dst Organizer' });
});
afterAll(() => t.close());

describe('a tournament of two events over the night the clocks go forward (issue 26)', () => {
  it('starts each event at 9:00 on its own day, as the schedule, the public page, the mails and iCal all say', async () => {
    const asOrganizer = callAs(t.app, organizer.token);
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Daylight Doubles Weekend',
      location: 'Riverside Courts, Pasadena CA',
      startDate: '2027-03-13',
      endDate: '2027-03-14',
      timeZone: ZONE,
      maxParticipants: 4,
      hasBronzeMatch: false,
      isPublic: true,
    });
    const added = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
      name: 'Sunday Singles',
      category: 'open',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
      eventDay: '2027-03-14',
      eventStartTime: '09:00',
    });
    expect(added.statusCode, added.body).toBe(201);
    const sunday = added.json<{ data: TournamentEvent }>().data;
    const players = await createSessionUsers(t.app.db, 8, { namePrefix: 'Dst Entrant' });
    for (const [i, p] of players.entries()) {
      const id = i < 4 ? tournament.id : sunday.id;
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const started = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`);
    expect(started.statusCode, started.body).toBe(200);

    // The schedule: Saturday's first matches at 9:00 PST (17:00Z), Sunday's at 9:00 PDT (16:00Z).
    const schedule = (await asOrganizer('GET', `/api/tournaments/${tournament.id}/schedule`)).json<{
      data: TournamentSchedule;
    }>().data;
    expect(schedule).toMatchObject({ timeZone: ZONE, days: ['2027-03-13', '2027-03-14'] });
    const firstOf = (eventId: string) =>
      schedule.matches
        .filter((m) => m.eventId === eventId && m.startTime)
        .map((m) => m.startTime!)
        .sort()[0];
    expect(firstOf(tournament.id)).toBe('2027-03-13T17:00:00.000Z');
    expect(firstOf(sunday.id)).toBe('2027-03-14T16:00:00.000Z');
    const wall = (iso: string) => formatMatchTime(new Date(iso), ZONE, ZONE).venue;
    expect(wall(firstOf(tournament.id)!)).toBe('9:00 AM PST');
    expect(wall(firstOf(sunday.id)!)).toBe('9:00 AM PDT');

    // The public page boards both events' matches with the venue's zone.
    const board = (
      await callAs(t.app, null)('GET', `/api/public/tournaments/${tournament.id}`)
    ).json<{ data: PublicTournament }>().data;
    expect(board.tournament.timeZone).toBe(ZONE);
    const boarded = (board.boardMatches ?? []).filter((m) => m.startTime).map((m) => m.startTime);
    expect(boarded).toContain('2027-03-13T17:00:00.000Z');
    expect(boarded).toContain('2027-03-14T16:00:00.000Z');

    // The mails of the first matches: each player's own day at 9:00 on the venue's clock.
    const mails = await t.app.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.to,
          players.map((p) => p.email),
        ),
      );
    const mailOf = (i: number) => mails.find((m) => m.to === players[i]!.email)?.text ?? '';
    expect(mailOf(0)).toMatch(/Sat(urday)?,? Mar(ch)? 13.*9:00 AM PST/s);
    expect(mailOf(4)).toMatch(/Sun(day)?,? Mar(ch)? 14.*9:00 AM PDT/s);

    // The tournament's iCal feed: every event's matches at 9:00 on the venue's clock each day.
    const feed = await callAs(t.app, null)('GET', `/api/tournaments/${tournament.id}/calendar.ics`);
    expect(feed.statusCode, feed.body).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const starts = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).startDate);
    const walls = starts.map((start) => start.toString());
    expect(walls).toContain('2027-03-13T09:00:00');
    expect(walls).toContain('2027-03-14T09:00:00');
    expect(starts.map((start) => start.toJSDate().toISOString())).toEqual(
      expect.arrayContaining(['2027-03-13T17:00:00.000Z', '2027-03-14T16:00:00.000Z']),
    );
    // Both events are in it: the Sunday event's matches name their event.
    const sundayMatches = await matchesOf(t.app, organizer.token, sunday.id);
    const uids = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid);
    expect(uids.some((uid) => uid.includes(sundayMatches[0]!.id))).toBe(true);
  });
});
