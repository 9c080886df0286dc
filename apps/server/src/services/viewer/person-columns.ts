import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** The SQL of a person's privacy facts (decision 012): a private profile hides everything. */
const isPrivate = sql<boolean>`(${users.profileVisibility} = 'private')`;

/** The columns of `PersonFacts` on the `users` table in scope. */
export const personFactColumns = {
  id: users.id,
  name: users.name,
  profileImage: users.profileImage,
  rating: users.rating,
  ratedMatches: users.ratedMatches,
  hidesRating: sql<boolean>`(not coalesce(${users.showsRating}, true) or ${isPrivate})`,
  hidesStats: sql<boolean>`(not coalesce(${users.showsStats}, true) or ${isPrivate})`,
  isPrivate,
};

/** The same facts as JSON, for statements that build answers in SQL: `u` is the users row. */
export const personFactsJson = `json_build_object('id', u.id, 'name', u.name,
  'profileImage', u.profile_image, 'rating', u.rating, 'ratedMatches', u.rated_matches,
  'hidesRating', (not coalesce(u.shows_rating, true) or u.profile_visibility = 'private'),
  'hidesStats', (not coalesce(u.shows_stats, true) or u.profile_visibility = 'private'),
  'isPrivate', (u.profile_visibility = 'private'))`;
