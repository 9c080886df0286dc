import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerCatalogues } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { accountDeletedMail, passwordChangedMail, twoFactorChangedMail } from './account-templates';
import { weeklyDigestMail } from './digest-template';
import { mailMatchTime } from './mail-match-time';
import { partnerAcceptedMail, partnerDeclinedMail, partnerRequestMail } from './partner-templates';
import { passwordResetMail, verificationMail } from './templates';
import {
  addedToTournamentMail,
  matchCalledMail,
  matchScheduledMail,
  organizerContactMail,
  removedFromTournamentMail,
  scoreAwaitingMail,
  scoreDisputedMail,
  scoreKeeperAssignedMail,
  teamDissolvedMail,
  tournamentCancelledMail,
  tournamentInvitationMail,
  waitlistPromotedMail,
} from './tournament-templates';

// Issue 29: every mail in its recipient's language, dates and times in it too.
const german = {
  email: 'greta@example.com',
  name: 'Greta',
  settings: { preferences: { language: 'de', timezone: 'Europe/Berlin', timeFormat: '24h' } },
};
const english = { email: 'ann@example.com', name: 'Ann', settings: {} };
const t = { id: 't1', name: 'Spring Open' };
const url = 'https://courtside.test';
const event = { name: 'Mixed Doubles', tournamentName: 'Spring Open' };
const SIGNED = 'Wir sehen uns auf dem Platz!\nIhr Courtside-Team';

beforeAll(() => loadServerCatalogues());

describe('mails in the recipient language', () => {
  it('account mails', () => {
    const verify = verificationMail(german, `${url}/verify`);
    expect(verify.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Courtside');
    expect(verify.text).toMatch(/^Hallo Greta,\n\nWillkommen bei Courtside!/);
    expect(verify.text).toContain(`${url}/verify`);
    expect(verify.text.endsWith(SIGNED)).toBe(true);
    const reset = passwordResetMail(german, `${url}/reset`);
    expect(reset.subject).toBe('Courtside-Passwort zurücksetzen');
    expect(reset.text).toContain('läuft in 1 Stunde ab');
    expect(passwordChangedMail(german).subject).toBe('Ihr Courtside-Passwort wurde geändert');
    expect(passwordChangedMail(german).text).toContain('„Passwort vergessen“');
    expect(twoFactorChangedMail(german, true).subject).toContain('Zwei-Faktor-Anmeldung ist');
    expect(twoFactorChangedMail(german, false).text).toContain('nicht mehr nach einem');
    expect(accountDeletedMail(german).subject).toBe('Ihr Courtside-Konto wurde gelöscht');
    expect(accountDeletedMail(german).text).toContain('Danke, dass Sie mit uns gespielt haben.');
  });

  it('English stays as it was, and an unknown language is English', () => {
    const verify = verificationMail(english, `${url}/verify`);
    expect(verify.subject).toBe('Verify your Courtside email address');
    expect(verify.text).toBe(
      `Hi Ann,\n\nWelcome to Courtside! Confirm your email address to activate your account:\n\n${url}/verify\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this mail.\n\nSee you on the court,\nThe Courtside team`,
    );
    // Apostrophes stay (ICU quotes only before braces).
    expect(waitlistPromotedMail(english, t, url).subject).toBe(
      "You're in: a place opened up in Spring Open",
    );
    expect(accountDeletedMail(english).text).toContain("so that the other players' records");
    expect(removedFromTournamentMail(english, t, 'Olga').text).toContain(
      "through the tournament's Contact Organizer button",
    );
    const klingon = { ...english, settings: { preferences: { language: 'tlh' } } };
    expect(passwordChangedMail(klingon).subject).toBe('Your Courtside password was changed');
  });

  it('partner mails', () => {
    const request = partnerRequestMail(german, { name: 'Bob' }, event, `${url}/p`);
    expect(request.subject).toBe('Bob fragt Sie als Doppelpartner für Mixed Doubles an');
    expect(request.text).toContain('Bob ist auf Courtside');
    expect(request.text).toContain('Mixed Doubles');
    // Someone without an account reads English, greeted without a name.
    const stranger = partnerRequestMail(
      { email: 'x@example.com', name: null, settings: null },
      { name: 'Bob' },
      event,
      `${url}/p`,
    );
    expect(stranger.subject).toBe('Bob asks you to be their partner in Mixed Doubles');
    expect(stranger.text).toMatch(/^Hi,\n\n/);
    const other = { name: 'Doubles', tournamentName: 'Spring Open' };
    expect(partnerAcceptedMail(german, { name: 'Bob' }, other, url).text).toContain(
      'als Team für Doubles (Spring Open) angemeldet',
    );
    expect(partnerDeclinedMail(german, 'Bob', event, url).subject).toBe(
      'Bob hat Ihre Partneranfrage für Mixed Doubles abgelehnt',
    );
  });

  it('tournament mails', () => {
    expect(waitlistPromotedMail(german, t, url).subject).toBe(
      'Sie sind dabei: In Spring Open ist ein Platz frei geworden',
    );
    expect(addedToTournamentMail(german, t, 'Olga', url).subject).toBe(
      'Olga hat Sie zu Spring Open hinzugefügt',
    );
    expect(tournamentInvitationMail(german, t, 'Olga', `${url}/set`).text).toContain(
      'Wählen Sie ein Passwort',
    );
    expect(tournamentCancelledMail(german, 'Spring Open').subject).toBe(
      'Spring Open wurde abgesagt',
    );
    const contact = organizerContactMail(
      german,
      { email: 'bob@example.com', name: 'Bob' },
      t,
      { subject: 'Parking', message: 'Is there parking?' },
      url,
    );
    expect(contact.subject).toBe('[Spring Open] Parking');
    expect(contact.text).toContain(
      'Bob <bob@example.com> hat Ihnen eine Nachricht zu Spring Open geschickt:\n\nIs there parking?',
    );
    expect(removedFromTournamentMail(german, t, 'Olga').subject).toBe(
      'Sie sind nicht mehr für Spring Open angemeldet',
    );
    expect(teamDissolvedMail(german, t, 'Bob', url).text).toContain('Ihr Team aufgelöst');
  });

  it('match and score mails, with the match time in German', () => {
    // Saturday 10 April 2027, 9:00 in Chicago (CDT) is 16:00 in Berlin (CEST).
    const at = new Date('2027-04-10T14:00:00Z');
    const when = mailMatchTime(at, 'America/Chicago', german.settings);
    expect(when).toMatch(/^Sa\., 10\. Apr\., 09:00 .+ \(16:00 bei Ihnen\)$/);
    expect(mailMatchTime(at, 'America/Chicago', { preferences: { timezone: 'Asia/Tokyo' } })).toBe(
      'Sat, Apr 10, 9:00 AM CDT (11:00 PM your time)',
    );
    const first = matchScheduledMail(
      german,
      t,
      { kind: 'first', opponent: 'Bob', when, court: 'Court 1' },
      url,
    );
    expect(first.subject).toBe('Spring Open hat begonnen: Ihr erstes Spiel');
    expect(first.text).toContain(`Ihr erstes Spiel ist gegen Bob (Court 1, ${when}).`);
    const next = matchScheduledMail(
      german,
      t,
      { kind: 'next', opponent: 'Bob', when: null, court: null },
      url,
    );
    expect(next.text).toContain('Ihr nächstes Spiel in Spring Open ist gegen Bob.');
    expect(
      scoreKeeperAssignedMail(
        german,
        t,
        { organizerName: 'Olga', scope: { kind: 'match', match: 'Ann v Bob' } },
        url,
      ).text,
    ).toContain('Olga hat Sie als Schreiber für das Spiel Ann v Bob in Spring Open eingeteilt.');
    expect(matchCalledMail(german, t, { opponent: 'Bob', court: 'Court 2' }, url).subject).toBe(
      'Spring Open: Ihr Spiel wird auf Court 2 aufgerufen',
    );
    expect(
      scoreAwaitingMail(german, t, { enteredBy: 'Bob', score: '11-5, 11-7' }, url).subject,
    ).toBe('Spring Open: Bestätigen Sie das von Bob eingetragene Ergebnis');
    expect(
      scoreDisputedMail(german, t, { pairing: 'Ann v Bob', disputedBy: 'Bob', note: 'Nein' }, url)
        .text,
    ).toContain('Anmerkung: „Nein“');
  });

  it('the weekly digest, its week in the recipient date format', () => {
    const mail = weeklyDigestMail(
      { ...german, settings: { preferences: { language: 'de', dateFormat: 'dd/MM/yyyy' } } },
      '2027-04-05',
      [
        {
          isWin: true,
          opponentName: 'Bob',
          games: [[11, 5]],
          tournamentName: 'Spring Open',
        } as never,
        {
          isWin: false,
          opponentName: 'Cy',
          games: [[9, 11]],
          tournamentName: 'Spring Open',
        } as never,
      ],
      [{ tournament: 'Spring Open', opponent: 'Dee', when: null }],
      url,
    );
    expect(mail.subject).toBe('Ihre Courtside-Woche (05/04/2027)');
    expect(mail.text).toContain(
      'Letzte Woche haben Sie 2 Spiele gespielt: 1 gewonnen, 1 verloren.',
    );
    expect(mail.text).toContain('- Gewonnen gegen Bob (11-5), Spring Open');
    expect(mail.text).toContain('Ihre nächsten Spiele:\n\n- Dee, Spring Open');
  });
});

describe('the language of a new account', () => {
  it('is the lang cookie, else Accept-Language, else English', () => {
    expect(requestLocale({ cookie: 'a=1; lang=fr', 'accept-language': 'de' })).toBe('fr');
    expect(requestLocale({ cookie: 'lang=xx', 'accept-language': 'de-CH, en;q=0.8' })).toBe('de');
    expect(requestLocale({ 'accept-language': 'it, es;q=0.5' })).toBe('es');
    expect(requestLocale({})).toBe('en');
  });
});
