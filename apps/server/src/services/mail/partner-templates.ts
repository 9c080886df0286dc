import type { Mail } from './enqueue-mail';

const SIGNATURE = '\n\nSee you on the court,\nThe Courtside team';

interface EventRef {
  name: string;
  tournamentName: string;
}

const eventTitle = (e: EventRef) =>
  e.name === e.tournamentName ? e.name : `${e.name} (${e.tournamentName})`;

/**
 * A player asks someone to partner them in a doubles event (decision 038). The link opens the
 * accept page; the one asked signs in (or creates their account) to accept or decline. A message
 * from one person to another: it needs their consent to messages when they have an account.
 */
export function partnerRequestMail(
  to: { email: string; name: string | null },
  from: { name: string },
  event: EventRef,
  link: string,
): Mail {
  const greeting = to.name ? `Hi ${to.name},` : 'Hi,';
  return {
    to: to.email,
    subject: `${from.name} asks you to be their partner in ${event.name}`,
    text: `${greeting}\n\n${from.name} is registered in ${eventTitle(event)} on Courtside, the pickleball tournament platform, and asks you to be their doubles partner. Accepting registers you for the event with them as your team:\n\n${link}\n\nYou will be asked to sign in, or to create a player account with this address. The link works once and expires in 7 days. If you do not want to play, decline or ignore this mail.${SIGNATURE}`,
    links: [link],
    category: 'message',
  };
}

/** The one asked accepted: the team is formed. */
export function partnerAcceptedMail(
  to: { email: string; name: string },
  partner: { name: string },
  event: EventRef,
  eventLink: string,
): Mail {
  return {
    to: to.email,
    subject: `${partner.name} is your partner in ${event.name}`,
    text: `Hi ${to.name},\n\n${partner.name} accepted your request: you are registered together as a team in ${eventTitle(event)}.\n\n${eventLink}${SIGNATURE}`,
    links: [eventLink],
    category: 'tournament',
  };
}

/**
 * The one asked declined: the asker is told, and what they can do now. `by` names the one asked
 * as the asker asked them (a name, or the address they typed: decision 040).
 */
export function partnerDeclinedMail(
  to: { email: string; name: string },
  by: string,
  event: EventRef,
  eventLink: string,
): Mail {
  return {
    to: to.email,
    subject: `${by} declined your request to partner in ${event.name}`,
    text: `Hi ${to.name},\n\n${by} declined your request to partner in ${eventTitle(event)}. You are still registered and listed as looking for a partner: ask another player from the event's "Looking for a partner" list, or invite a partner by email.\n\n${eventLink}${SIGNATURE}`,
    links: [eventLink],
    category: 'tournament',
  };
}
