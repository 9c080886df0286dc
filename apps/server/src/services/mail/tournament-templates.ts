import type { Mail } from './enqueue-mail';

const SIGNATURE = '\n\nSee you on the court,\nThe Courtside team';

interface TournamentRef {
  id: string;
  name: string;
}

const tournamentLink = (publicUrl: string, t: TournamentRef) =>
  `${publicUrl}/app/tournaments/${t.id}`;

/** A place opened up and the first waitlisted player was moved in. */
export function waitlistPromotedMail(
  to: { email: string; name: string },
  t: TournamentRef,
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: `You're in: a place opened up in ${t.name}`,
    text: `Hi ${to.name},\n\nA place opened up in ${t.name} and you were first on the waitlist, so you are now registered.\n\n${link}\n\nIf you can no longer play, leave the tournament from its page so the next player gets your place.${SIGNATURE}`,
    links: [link],
    category: 'tournament',
  };
}

/** An organizer added an existing account to their tournament. */
export function addedToTournamentMail(
  to: { email: string; name: string },
  t: TournamentRef,
  organizerName: string,
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: `${organizerName} added you to ${t.name}`,
    text: `Hi ${to.name},\n\n${organizerName} registered you for ${t.name} on Courtside.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'tournament',
  };
}

/** An organizer added someone without an account: the link sets their password. */
export function tournamentInvitationMail(
  to: { email: string; name: string },
  t: TournamentRef,
  organizerName: string,
  setPasswordLink: string,
): Mail {
  return {
    to: to.email,
    subject: `${organizerName} invited you to ${t.name} on Courtside`,
    text: `Hi ${to.name},\n\n${organizerName} invited you to ${t.name} on Courtside, the pickleball tournament platform. Choose a password to create your player account and take your place (or a spot on the waitlist if the tournament has filled up meanwhile):\n\n${setPasswordLink}\n\nThe link works once and expires in 7 days. If you do not want to take part, ignore this mail: no account is created unless you follow the link.${SIGNATURE}`,
    links: [setPasswordLink],
    category: 'invitation',
  };
}

/** The organizer deleted a tournament someone had joined or was waiting for. */
export function tournamentCancelledMail(
  to: { email: string; name: string },
  tournamentName: string,
): Mail {
  return {
    to: to.email,
    subject: `${tournamentName} has been cancelled`,
    text: `Hi ${to.name},\n\nThe organizer has cancelled ${tournamentName}, so your registration no longer stands. Sorry about that: there are more tournaments waiting for you on Courtside.${SIGNATURE}`,
    category: 'tournament',
  };
}

/** A player's message to an organizer (Contact Organizer); replies go to the player. */
export function organizerContactMail(
  to: { email: string; name: string },
  from: { email: string; name: string },
  t: TournamentRef,
  input: { subject: string; message: string },
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    replyTo: `${from.name} <${from.email}>`,
    subject: `[${t.name}] ${input.subject}`,
    text: `Hi ${to.name},\n\n${from.name} <${from.email}> sent you a message about ${t.name}:\n\n${input.message}\n\nReply to this mail to answer them.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'message',
  };
}

/** The organizer took a player off their tournament (or its waitlist). */
export function removedFromTournamentMail(
  to: { email: string; name: string },
  t: TournamentRef,
  organizerName: string,
): Mail {
  return {
    to: to.email,
    subject: `You are no longer registered for ${t.name}`,
    text: `Hi ${to.name},\n\n${organizerName}, the organizer of ${t.name}, removed your registration. If you think this is a mistake, reply to the organizer through the tournament's Contact Organizer button or browse other tournaments on Courtside.${SIGNATURE}`,
    category: 'tournament',
  };
}

/** A doubles partner left (or was removed), so the team no longer exists. */
export function teamDissolvedMail(
  to: { email: string; name: string },
  t: TournamentRef,
  partnerName: string,
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: `Your team in ${t.name} was dissolved`,
    text: `Hi ${to.name},\n\n${partnerName} is no longer registered for ${t.name}, so your team was dissolved. You are still registered; the organizer will pair you with a new partner before the start.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'tournament',
  };
}

/** A player's match is set: the first one at the start, or the next one after a win. */
export function matchScheduledMail(
  to: { email: string; name: string },
  t: TournamentRef,
  match: { kind: 'first' | 'next'; opponent: string; when: string | null; court: string | null },
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  const where = [match.court, match.when].filter(Boolean).join(', ');
  const opening =
    match.kind === 'first'
      ? `${t.name} has started. Your first match is against ${match.opponent}`
      : `Your next match in ${t.name} is against ${match.opponent}`;
  return {
    to: to.email,
    subject:
      match.kind === 'first'
        ? `${t.name} has started: your first match`
        : `Your next match in ${t.name}`,
    text: `Hi ${to.name},\n\n${opening}${where ? ` (${where})` : ''}.\n\nTimes can move a little as earlier matches finish; the matches tab always shows the latest.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'match',
  };
}

/**
 * The organizer named someone score keeper (issue 27, decision 026), for a scope: the whole
 * tournament, one court ("Court 2"), or one match ("the match Ann Lee v Bob Stone").
 */
export function scoreKeeperAssignedMail(
  to: { email: string; name: string },
  t: TournamentRef,
  input: {
    organizerName: string;
    scope:
      { kind: 'tournament' } | { kind: 'court'; court: string } | { kind: 'match'; match: string };
  },
  publicUrl: string,
): Mail {
  const link = `${publicUrl}/app/matches?mine=true`;
  const { scope } = input;
  const what =
    scope.kind === 'tournament'
      ? `every match of ${t.name}`
      : scope.kind === 'court'
        ? `the matches on ${scope.court} in ${t.name}`
        : `${scope.match} in ${t.name}`;
  const subject =
    scope.kind === 'tournament'
      ? `You keep score at ${t.name}: the whole tournament`
      : scope.kind === 'court'
        ? `You keep score at ${t.name}: ${scope.court}`
        : `You keep score at ${t.name}: a match`;
  return {
    to: to.email,
    subject,
    text: `Hi ${to.name},\n\n${input.organizerName} named you score keeper for ${what}. You can start those matches and enter their scores; they are listed under My Matches, marked "Keeping".\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'tournament',
  };
}

/** The desk called the player's match to a court (issue 27): go there now. */
export function matchCalledMail(
  to: { email: string; name: string },
  t: TournamentRef,
  match: { opponent: string; court: string },
  publicUrl: string,
): Mail {
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: `${t.name}: your match is called to ${match.court}`,
    text: `Hi ${to.name},\n\nYour match against ${match.opponent} in ${t.name} is called to ${match.court}. Please go to the court now.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'match',
  };
}

/** A player entered their own deciding score (decision 027): the other side confirms it. */
export function scoreAwaitingMail(
  to: { email: string; name: string },
  t: TournamentRef,
  match: { enteredBy: string; score: string },
  publicUrl: string,
): Mail {
  const link = `${publicUrl}/app/dashboard`;
  return {
    to: to.email,
    subject: `${t.name}: confirm the score ${match.enteredBy} entered`,
    text: `Hi ${to.name},\n\n${match.enteredBy} entered the score of your match in ${t.name}: ${match.score}. It counts once you or the desk confirm it. If it is wrong, dispute it from your dashboard.\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'score',
  };
}

/** The other side disputed a player's score (decision 027): the desk sorts it out. */
export function scoreDisputedMail(
  to: { email: string; name: string },
  t: TournamentRef,
  match: { pairing: string; disputedBy: string; note: string | null },
  publicUrl: string,
): Mail {
  const link = `${tournamentLink(publicUrl, t)}?tab=matches`;
  const note = match.note ? `\n\nTheir note: "${match.note}"` : '';
  return {
    to: to.email,
    subject: `${t.name}: score disputed in ${match.pairing}`,
    text: `Hi ${to.name},\n\n${match.disputedBy} disputed the score entered for ${match.pairing} in ${t.name}. The match is back in progress until its score is entered again.${note}\n\n${link}${SIGNATURE}`,
    links: [link],
    category: 'score',
  };
}
