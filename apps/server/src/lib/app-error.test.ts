import { describe, expect, it } from 'vitest';
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

  it('gives nothing when the template does not read as the message (the English wins)', () => {
    expect(templateOf('Something else', '{name} already has a partner', { name: 'Ann' })).toEqual(
      {},
    );
  });
});
