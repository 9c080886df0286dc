import { z } from 'zod';
import {
  birthDateSchema,
  isPlayingLevel,
  profileNameSchema,
  type PublicUser,
  type UpdateProfileInput,
} from '@courtside/shared/api/user';
import {
  BIO_MAX_LENGTH,
  FAVORITE_SHOTS,
  LOCATION_MAX_LENGTH,
  PREFERRED_HANDS,
  PROFILE_FORM_DEFAULTS,
  YEARS_PLAYING_OPTIONS,
} from '@courtside/shared/constants';

/** The Profile tab's fields as the form holds them (selects give strings). */
export const profileFormSchema = z.object({
  name: profileNameSchema,
  location: z.string().max(LOCATION_MAX_LENGTH, `At most ${LOCATION_MAX_LENGTH} characters`),
  bio: z.string().max(BIO_MAX_LENGTH, `At most ${BIO_MAX_LENGTH} characters`),
  rating: z.string(),
  preferredHand: z.enum(PREFERRED_HANDS),
  yearsPlaying: z.enum(YEARS_PLAYING_OPTIONS),
  favoriteShot: z.enum(FAVORITE_SHOTS),
  /** Private (decision 035): '' when not given. */
  birthDate: z.union([z.literal(''), birthDateSchema]),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const PROFILE_FIELDS = Object.keys(profileFormSchema.shape);

/** The select's value of a rating: '4.0' for a level (as its option), else the number as is. */
export const ratingValue = (rating: number) =>
  isPlayingLevel(rating) ? rating.toFixed(1) : String(rating);

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The form's values for a user: their own, else the spec's defaults (section 3). */
export function profileFormValues(user: PublicUser): ProfileFormInput {
  return {
    name: user.name,
    location: user.location ?? '',
    bio: user.bio ?? '',
    rating: ratingValue(user.rating ?? PROFILE_FORM_DEFAULTS.rating),
    preferredHand: oneOf(PREFERRED_HANDS, user.preferredHand, PROFILE_FORM_DEFAULTS.preferredHand),
    yearsPlaying: oneOf(
      YEARS_PLAYING_OPTIONS,
      user.yearsPlaying,
      PROFILE_FORM_DEFAULTS.yearsPlaying,
    ),
    favoriteShot: oneOf(FAVORITE_SHOTS, user.favoriteShot, PROFILE_FORM_DEFAULTS.favoriteShot),
    birthDate: user.birthDate ?? '',
  };
}

/**
 * The PUT body (spec section 5): name, location and bio trimmed; an empty location or bio is
 * left out, or sent as null when it clears a stored one; the level as a decimal `rating`.
 */
export function profileUpdateBody(values: ProfileFormValues, user: PublicUser): UpdateProfileInput {
  const body: UpdateProfileInput = {
    name: values.name,
    rating: Number(values.rating),
    preferredHand: values.preferredHand,
    yearsPlaying: values.yearsPlaying,
    favoriteShot: values.favoriteShot,
  };
  const location = values.location.trim();
  const bio = values.bio.trim();
  if (location) body.location = location;
  else if (user.location) body.location = null;
  if (bio) body.bio = bio;
  else if (user.bio) body.bio = null;
  // Sent only when it changes: a profile without one keeps the spec's body.
  if (values.birthDate !== (user.birthDate ?? '')) body.birthDate = values.birthDate || null;
  return body;
}
