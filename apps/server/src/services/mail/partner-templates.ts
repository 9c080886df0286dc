import type { Mail } from './enqueue-mail';
import { letter, mailI18n, type Recipient, type ServerI18n } from './mail-text';

interface EventRef {
  name: string;
  tournamentName: string;
}

const eventTitle = (i18n: ServerI18n, e: EventRef) =>
  e.name === e.tournamentName
    ? e.name
    : i18n.t('{event} ({tournament})', { event: e.name, tournament: e.tournamentName });

/**
 * A player asks someone to partner them in a doubles event (decision 038). The link opens the
 * accept page; the one asked signs in (or creates their account) to accept or decline. A message
 * from one person to another: it needs their consent to messages when they have an account.
 * Someone without an account (`settings: null`, maybe no name) reads it in English.
 */
export function partnerRequestMail(
  to: { email: string; name: string | null; settings: unknown },
  from: { name: string },
  event: EventRef,
  link: string,
): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('{name} asks you to be their partner in {event}', {
      name: from.name,
      event: event.name,
    }),
    text: letter(i18n, to.name, [
      i18n.t(
        '{name} is registered in {event} on Courtside, the pickleball tournament platform, and asks you to be their doubles partner. Accepting registers you for the event with them as your team:',
        { name: from.name, event: eventTitle(i18n, event) },
      ),
      link,
      i18n.t(
        'You will be asked to sign in, or to create a player account with this address. The link works once and expires in 7 days. If you do not want to play, decline or ignore this mail.',
      ),
    ]),
    links: [link],
    category: 'message',
  };
}

/** The one asked accepted: the team is formed. */
export function partnerAcceptedMail(
  to: Recipient,
  partner: { name: string },
  event: EventRef,
  eventLink: string,
): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('{name} is your partner in {event}', {
      name: partner.name,
      event: event.name,
    }),
    text: letter(i18n, to.name, [
      i18n.t('{name} accepted your request: you are registered together as a team in {event}.', {
        name: partner.name,
        event: eventTitle(i18n, event),
      }),
      eventLink,
    ]),
    links: [eventLink],
    category: 'tournament',
  };
}

/**
 * The one asked declined: the asker is told, and what they can do now. `by` names the one asked
 * as the asker asked them (a name, or the address they typed: decision 040).
 */
export function partnerDeclinedMail(
  to: Recipient,
  by: string,
  event: EventRef,
  eventLink: string,
): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('{name} declined your request to partner in {event}', {
      name: by,
      event: event.name,
    }),
    text: letter(i18n, to.name, [
      i18n.t(
        '{name} declined your request to partner in {event}. You are still registered and listed as looking for a partner: ask another player from the event\'s "Looking for a partner" list, or invite a partner by email.',
        { name: by, event: eventTitle(i18n, event) },
      ),
      eventLink,
    ]),
    links: [eventLink],
    category: 'tournament',
  };
}
