import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { PARTNER_MESSAGES } from '@courtside/shared/api/partners';
import { REGISTRATION_MESSAGES } from '@courtside/shared/api/registration';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { templateOf } from './app-error';
import { serverI18n } from './i18n';

// Issue 29: a message with values carries its English template and values, for the client.
describe('templateOf', () => {
  it("gives the template of shared's messages with values, and the client can translate it", () => {
    const many =
      '{max, plural, one {You can enter at most # event of this tournament} other {You can enter at most # events of this tournament}}';
    expect(templateOf(REGISTRATION_MESSAGES.tooManyEvents(1), many, { max: 1 })).toEqual({
      messageId: many,
      values: { max: 1 },
    });
    expect(templateOf(REGISTRATION_MESSAGES.tooManyEvents(3), many, { max: 3 })).toEqual({
      messageId: many,
      values: { max: 3 },
    });
    expect(serverI18n('de').t(many, { max: 3 })).toBe(
      'Sie können sich in diesem Turnier für höchstens 3 Wettbewerbe anmelden',
    );
    const inTeam = '{name} already has a partner in this event';
    expect(templateOf(PARTNER_MESSAGES.partnerInTeam('Ann'), inTeam, { name: 'Ann' })).toEqual({
      messageId: inTeam,
      values: { name: 'Ann' },
    });
    expect(serverI18n('fr').t(inTeam, { name: 'Ann' })).toBe(
      'Ann a déjà un partenaire dans cette épreuve',
    );
    const organizes =
      'You organize {name}, which has not finished. Delete it or let it finish before deleting your account';
    expect(
      templateOf(PROFILE_MESSAGES.organizerHasTournament('Spring Open'), organizes, {
        name: 'Spring Open',
      }).messageId,
    ).toBe(organizes);
  });

  it("every template the server answers reads as shared's English", () => {
    const cases: [string, string, Record<string, string | number>][] = [
      [
        PARTNER_MESSAGES.partnerAlreadyIn('Ann'),
        '{name} is already registered in this event: register as looking for a partner, then ask them to pair from its Looking for a partner list',
        { name: 'Ann' },
      ],
      [
        PARTNER_MESSAGES.partnerNotEligible('Ann'),
        '{name} may not enter this event by its eligibility rules',
        { name: 'Ann' },
      ],
      [
        PARTNER_MESSAGES.partnerNotLooking('Ann'),
        '{name} is not looking for a partner in this event',
        { name: 'Ann' },
      ],
      [
        PARTNER_MESSAGES.partnerTakesNoMessages('Ann'),
        '{name} does not accept messages, so cannot be asked',
        { name: 'Ann' },
      ],
      [
        PARTNER_MESSAGES.senderGone('Ann'),
        '{name} is no longer looking for a partner in this event',
        { name: 'Ann' },
      ],
      [
        REGISTRATION_MESSAGES.inEvent('Mixed', 'This event is full'),
        '{event}: {message}',
        { event: 'Mixed', message: 'This event is full' },
      ],
      [
        MATCH_MESSAGES.championAlreadyDecided('Ann & Bob'),
        'The matches already decided the champion: {name}',
        { name: 'Ann & Bob' },
      ],
      ...[['R1 M1'], ['R1 M1', 'R1 M2']].map(
        (names): [string, string, Record<string, string | number>] => [
          MATCH_MESSAGES.correctionCascade(names),
          '{count, plural, one {Changing the winner resets {names}, which has already started. Confirm to reset it.} other {Changing the winner resets {names}, which have already started. Confirm to reset them.}}',
          { count: names.length, names: names.join(', ') },
        ],
      ),
      ...[['Ann'], ['Ann', 'Bob']].map(
        (names): [string, string, Record<string, string | number>] => [
          MATCH_MESSAGES.noPartner(names),
          '{count, plural, one {Every player needs a partner before the start: {names} has no team yet} other {Every player needs a partner before the start: {names} have no team yet}}',
          { count: names.length, names: names.join(', ') },
        ],
      ),
      [
        EVENT_MESSAGES.courtNotForEvent('Court 1', 'Mixed'),
        "{court} is not one of the courts of {event}: choose one of its courts, or change the event's courts",
        { court: 'Court 1', event: 'Mixed' },
      ],
      ...[true, false].map((teams): [string, string, Record<string, string | number>] => [
        EVENT_MESSAGES.tooFewToStart(teams, 1),
        '{kind, select, teams {At least 2 teams are needed to start (it has {count})} other {At least 2 players are needed to start (it has {count})}}',
        { kind: teams ? 'teams' : 'players', count: 1 },
      ]),
      [
        MATCH_MESSAGES.courtClash('Court 1', 'Ann v Bob', '10:00 AM'),
        '{court} already hosts {match} at {time}',
        { court: 'Court 1', match: 'Ann v Bob', time: '10:00 AM' },
      ],
      [
        MATCH_MESSAGES.entrantClash('Ann', 'Ann v Bob', '10:00 AM', 0),
        '{name} plays {match} at {time}',
        { name: 'Ann', match: 'Ann v Bob', time: '10:00 AM' },
      ],
      [
        MATCH_MESSAGES.entrantClash('Ann', 'Ann v Bob', '10:00 AM', 15),
        '{name} plays {match} at {time} and needs {rest} minutes of rest between matches',
        { name: 'Ann', match: 'Ann v Bob', time: '10:00 AM', rest: 15 },
      ],
      [
        DESK_MESSAGES.courtTaken('Court 1', 'Ann v Bob'),
        '{court} already has {match}',
        { court: 'Court 1', match: 'Ann v Bob' },
      ],
      [
        MATCH_MESSAGES.matchCompletedAs('Ann won 11-5'),
        'This match is already completed: {result}. To change it, correct the result.',
        { result: 'Ann won 11-5' },
      ],
    ];
    for (const [message, messageId, values] of cases) {
      expect(templateOf(message, messageId, values).messageId, message).toBe(messageId);
      // German has it, its placeholders filled.
      expect(serverI18n('de').t(messageId, values), messageId).not.toMatch(/[{}]/);
    }
  });

  it('gives nothing when the template does not read as the message (the English wins)', () => {
    expect(templateOf('Something else', '{name} already has a partner', { name: 'Ann' })).toEqual(
      {},
    );
  });
});
