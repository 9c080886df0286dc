import type { Mail } from './enqueue-mail';
import { letter, mailI18n, type Recipient } from './mail-text';

interface TournamentRef {
  id: string;
  name: string;
}

const tournamentLink = (publicUrl: string, t: TournamentRef) =>
  `${publicUrl}/app/tournaments/${t.id}`;

/** A place opened up and the first waitlisted player was moved in. */
export function waitlistPromotedMail(to: Recipient, t: TournamentRef, publicUrl: string): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: i18n.t("You're in: a place opened up in {tournament}", { tournament: t.name }),
    text: letter(i18n, to.name, [
      i18n.t(
        'A place opened up in {tournament} and you were first on the waitlist, so you are now registered.',
        { tournament: t.name },
      ),
      link,
      i18n.t(
        'If you can no longer play, leave the tournament from its page so the next player gets your place.',
      ),
    ]),
    links: [link],
    category: 'tournament',
  };
}

/** An organizer added an existing account to their tournament. */
export function addedToTournamentMail(
  to: Recipient,
  t: TournamentRef,
  organizerName: string,
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  const values = { organizer: organizerName, tournament: t.name };
  return {
    to: to.email,
    subject: i18n.t('{organizer} added you to {tournament}', values),
    text: letter(i18n, to.name, [
      i18n.t('{organizer} registered you for {tournament} on Courtside.', values),
      link,
    ]),
    links: [link],
    category: 'tournament',
  };
}

/**
 * An organizer added someone without an account: the link sets their password. They have no
 * language of their own yet: the mail is in English (`settings: null`).
 */
export function tournamentInvitationMail(
  to: Recipient,
  t: TournamentRef,
  organizerName: string,
  setPasswordLink: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const values = { organizer: organizerName, tournament: t.name };
  return {
    to: to.email,
    subject: i18n.t('{organizer} invited you to {tournament} on Courtside', values),
    text: letter(i18n, to.name, [
      i18n.t(
        '{organizer} invited you to {tournament} on Courtside, the pickleball tournament platform. Choose a password to create your player account and take your place (or a spot on the waitlist if the tournament has filled up meanwhile):',
        values,
      ),
      setPasswordLink,
      i18n.t(
        'The link works once and expires in 7 days. If you do not want to take part, ignore this mail: no account is created unless you follow the link.',
      ),
    ]),
    links: [setPasswordLink],
    category: 'invitation',
  };
}

/** The organizer deleted a tournament someone had joined or was waiting for. */
export function tournamentCancelledMail(to: Recipient, tournamentName: string): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('{tournament} has been cancelled', { tournament: tournamentName }),
    text: letter(i18n, to.name, [
      i18n.t(
        'The organizer has cancelled {tournament}, so your registration no longer stands. Sorry about that: there are more tournaments waiting for you on Courtside.',
        { tournament: tournamentName },
      ),
    ]),
    category: 'tournament',
  };
}

/** A player's message to an organizer (Contact Organizer); replies go to the player. */
export function organizerContactMail(
  to: Recipient,
  from: { email: string; name: string },
  t: TournamentRef,
  input: { subject: string; message: string },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    replyTo: `${from.name} <${from.email}>`,
    subject: `[${t.name}] ${input.subject}`,
    text: letter(i18n, to.name, [
      i18n.t('{name} <{email}> sent you a message about {tournament}:', {
        name: from.name,
        email: from.email,
        tournament: t.name,
      }),
      input.message,
      i18n.t('Reply to this mail to answer them.'),
      link,
    ]),
    links: [link],
    category: 'message',
  };
}

/** The organizer took a player off their tournament (or its waitlist). */
export function removedFromTournamentMail(
  to: Recipient,
  t: TournamentRef,
  organizerName: string,
): Mail {
  const i18n = mailI18n(to.settings);
  return {
    to: to.email,
    subject: i18n.t('You are no longer registered for {tournament}', { tournament: t.name }),
    text: letter(i18n, to.name, [
      i18n.t(
        "{organizer}, the organizer of {tournament}, removed your registration. If you think this is a mistake, reply to the organizer through the tournament's Contact Organizer button or browse other tournaments on Courtside.",
        { organizer: organizerName, tournament: t.name },
      ),
    ]),
    category: 'tournament',
  };
}

/** A doubles partner left (or was removed), so the team no longer exists. */
export function teamDissolvedMail(
  to: Recipient,
  t: TournamentRef,
  partnerName: string,
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  return {
    to: to.email,
    subject: i18n.t('Your team in {tournament} was dissolved', { tournament: t.name }),
    text: letter(i18n, to.name, [
      i18n.t(
        '{partner} is no longer registered for {tournament}, so your team was dissolved. You are still registered; the organizer will pair you with a new partner before the start.',
        { partner: partnerName, tournament: t.name },
      ),
      link,
    ]),
    links: [link],
    category: 'tournament',
  };
}

/**
 * A player's match is set: the first one at the start, or the next one after a win. `when` is
 * written for the recipient (mailMatchTime).
 */
export function matchScheduledMail(
  to: Recipient,
  t: TournamentRef,
  match: { kind: 'first' | 'next'; opponent: string; when: string | null; court: string | null },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  const where = [match.court, match.when].filter(Boolean).join(', ');
  const values = { tournament: t.name, opponent: match.opponent, where };
  const opening =
    match.kind === 'first'
      ? where
        ? i18n.t(
            '{tournament} has started. Your first match is against {opponent} ({where}).',
            values,
          )
        : i18n.t('{tournament} has started. Your first match is against {opponent}.', values)
      : where
        ? i18n.t('Your next match in {tournament} is against {opponent} ({where}).', values)
        : i18n.t('Your next match in {tournament} is against {opponent}.', values);
  return {
    to: to.email,
    subject:
      match.kind === 'first'
        ? i18n.t('{tournament} has started: your first match', values)
        : i18n.t('Your next match in {tournament}', values),
    text: letter(i18n, to.name, [
      opening,
      i18n.t(
        'Times can move a little as earlier matches finish; the matches tab always shows the latest.',
      ),
      link,
    ]),
    links: [link],
    category: 'match',
  };
}

/**
 * The organizer named someone score keeper (issue 27, decision 026), for a scope: the whole
 * tournament, one court ("Court 2"), or one match ("Ann Lee v Bob Stone").
 */
export function scoreKeeperAssignedMail(
  to: Recipient,
  t: TournamentRef,
  input: {
    organizerName: string;
    scope:
      { kind: 'tournament' } | { kind: 'court'; court: string } | { kind: 'match'; match: string };
  },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = `${publicUrl}/app/matches?mine=true`;
  const { scope } = input;
  const values = {
    organizer: input.organizerName,
    tournament: t.name,
    court: scope.kind === 'court' ? scope.court : '',
    match: scope.kind === 'match' ? scope.match : '',
  };
  const named =
    scope.kind === 'tournament'
      ? i18n.t('{organizer} named you score keeper for every match of {tournament}.', values)
      : scope.kind === 'court'
        ? i18n.t(
            '{organizer} named you score keeper for the matches on {court} in {tournament}.',
            values,
          )
        : i18n.t(
            '{organizer} named you score keeper for the match {match} in {tournament}.',
            values,
          );
  const subject =
    scope.kind === 'tournament'
      ? i18n.t('You keep score at {tournament}: the whole tournament', values)
      : scope.kind === 'court'
        ? i18n.t('You keep score at {tournament}: {court}', values)
        : i18n.t('You keep score at {tournament}: a match', values);
  return {
    to: to.email,
    subject,
    text: letter(i18n, to.name, [
      `${named} ${i18n.t('You can start those matches and enter their scores; they are listed under My Matches, marked "Keeping".')}`,
      link,
    ]),
    links: [link],
    category: 'tournament',
  };
}

/** The desk called the player's match to a court (issue 27): go there now. */
export function matchCalledMail(
  to: Recipient,
  t: TournamentRef,
  match: { opponent: string; court: string },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = tournamentLink(publicUrl, t);
  const values = { tournament: t.name, opponent: match.opponent, court: match.court };
  return {
    to: to.email,
    subject: i18n.t('{tournament}: your match is called to {court}', values),
    text: letter(i18n, to.name, [
      i18n.t(
        'Your match against {opponent} in {tournament} is called to {court}. Please go to the court now.',
        values,
      ),
      link,
    ]),
    links: [link],
    category: 'match',
  };
}

/** A player entered their own deciding score (decision 027): the other side confirms it. */
export function scoreAwaitingMail(
  to: Recipient,
  t: TournamentRef,
  match: { enteredBy: string; score: string },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = `${publicUrl}/app/dashboard`;
  const values = { tournament: t.name, name: match.enteredBy, score: match.score };
  return {
    to: to.email,
    subject: i18n.t('{tournament}: confirm the score {name} entered', values),
    text: letter(i18n, to.name, [
      i18n.t(
        '{name} entered the score of your match in {tournament}: {score}. It counts once you or the desk confirm it. If it is wrong, dispute it from your dashboard.',
        values,
      ),
      link,
    ]),
    links: [link],
    category: 'score',
  };
}

/** The other side disputed a player's score (decision 027): the desk sorts it out. */
export function scoreDisputedMail(
  to: Recipient,
  t: TournamentRef,
  match: { pairing: string; disputedBy: string; note: string | null },
  publicUrl: string,
): Mail {
  const i18n = mailI18n(to.settings);
  const link = `${tournamentLink(publicUrl, t)}?tab=matches`;
  const values = { tournament: t.name, name: match.disputedBy, pairing: match.pairing };
  return {
    to: to.email,
    subject: i18n.t('{tournament}: score disputed in {pairing}', values),
    text: letter(i18n, to.name, [
      i18n.t(
        '{name} disputed the score entered for {pairing} in {tournament}. The match is back in progress until its score is entered again.',
        values,
      ),
      ...(match.note ? [i18n.t('Their note: "{note}"', { note: match.note })] : []),
      link,
    ]),
    links: [link],
    category: 'score',
  };
}
