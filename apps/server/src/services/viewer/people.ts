import { RATING_PROVISIONAL_MATCHES } from '@courtside/shared/constants';
import type { MatchPlayer } from '@courtside/shared/api/match';
import type { RankedPlayer } from '@courtside/shared/api/player';
import type { TournamentUser } from '@courtside/shared/api/tournament';

/**
 * Who reads an answer, and about which event (decision 012). `organizerId` is the organizer of
 * the tournament the answer belongs to: they see ratings to seed and run the event.
 */
export interface Audience {
  viewerId: string | null;
  organizerId?: string | null;
  /** The server's public address (config PUBLIC_URL): pictures are answered absolute. */
  publicUrl: string;
}

/**
 * What the server knows of a person before deciding what a viewer sees of them. Loaders
 * return these; only the serializers below turn them into answers.
 */
export interface PersonFacts {
  id: string;
  name: string;
  profileImage: string | null;
  rating: number | null;
  ratedMatches: number;
  /** showRating off, or a private profile. */
  hidesRating: boolean;
  /** showStats off, or a private profile. */
  hidesStats: boolean;
  isPrivate: boolean;
  wins?: number;
  losses?: number;
}

/** A stored picture path as an absolute URL (spec: a full http address is used as is). */
export function profileImageUrl(path: string | null, publicUrl: string): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const isProvisional = (ratedMatches: number) => ratedMatches < RATING_PROVISIONAL_MATCHES;

const isSelf = (person: { id: string }, a: Audience) =>
  a.viewerId !== null && a.viewerId === person.id;

/** The owner always; the event's organizer for the rating (seeding); nobody else when hidden. */
export function seesRating(person: PersonFacts, a: Audience): boolean {
  if (!person.hidesRating || isSelf(person, a)) return true;
  return a.viewerId !== null && a.viewerId === a.organizerId;
}

export const seesStats = (person: PersonFacts, a: Audience) =>
  !person.hidesStats || isSelf(person, a);

/** A private profile's picture is the owner's (and the organizer's) to see. */
const seesPicture = (person: PersonFacts, a: Audience) =>
  !person.isPrivate || isSelf(person, a) || (a.viewerId !== null && a.viewerId === a.organizerId);

const ratingOf = (person: PersonFacts, a: Audience) =>
  seesRating(person, a)
    ? { rating: person.rating, provisional: isProvisional(person.ratedMatches) }
    : {};

/** A participant, waitlisted player or team member (tournament answers, public page). */
export function toParticipantUser(person: PersonFacts, a: Audience): TournamentUser {
  return {
    id: person.id,
    name: person.name,
    profileImage: seesPicture(person, a) ? profileImageUrl(person.profileImage, a.publicUrl) : null,
    ...ratingOf(person, a),
  };
}

/** A player of a match (spec "A player has id, name, rating, profileImage, totalWins, ..."). */
export function toMatchPlayer(person: PersonFacts, a: Audience): MatchPlayer {
  const wins = person.wins ?? 0;
  const losses = person.losses ?? 0;
  return {
    ...toParticipantUser(person, a),
    ...(seesStats(person, a)
      ? { totalWins: wins, totalLosses: losses, totalGamesPlayed: wins + losses }
      : {}),
  };
}

/**
 * A ranked player (players list, player detail): the figures were decided in SQL for the
 * viewer (`visibleFigures`, so that order and filters cannot reveal them); a hidden rating
 * leaves with no rating key at all (decision 012), the picture as an absolute URL.
 */
export function toRankedPlayer<T extends RankedPlayer>(player: T, publicUrl: string): T {
  const { rating, ratedMatches, provisional: _provisional, ...rest } = player;
  const shown = !player.hidden.rating && rating !== null && rating !== undefined;
  return {
    ...rest,
    profileImage: profileImageUrl(player.profileImage, publicUrl),
    ...(shown ? { rating, ratedMatches, provisional: isProvisional(ratedMatches ?? 0) } : {}),
  } as T;
}
