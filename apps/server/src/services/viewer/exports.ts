import { seesRating, type Audience, type PersonFacts } from './people';

/** An entrant as an export lists them: what the reader may see of their contact and rating. */
export interface EntrantContact {
  name: string;
  email: string | null;
  rating: number | null;
}

/**
 * A person in a tournament's entrant export (issue 26). The email is the tournament's
 * organizer's to see (they run the event and already reach entrants by mail); the rating as
 * `seesRating` decides (the organizer sees it to seed). Anyone else gets neither.
 */
export function toEntrantContact(
  person: PersonFacts & { email: string },
  a: Audience,
): EntrantContact {
  const isOrganizer = a.viewerId !== null && a.viewerId === a.organizerId;
  return {
    name: person.name,
    email: isOrganizer ? person.email : null,
    rating: seesRating(person, a) ? person.rating : null,
  };
}
