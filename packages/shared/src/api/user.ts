import { z } from 'zod';
import { isValidTimeZone } from '../time/zones';
import {
  BIO_MAX_LENGTH,
  FAVORITE_SHOTS,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PLAYING_LEVELS,
  PREFERRED_HANDS,
  PROFILE_PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  USER_ROLES,
  YEARS_PLAYING_OPTIONS,
} from '../constants';
import { MESSAGES, getPasswordIssues } from '../validation/auth';
import { plainText } from '../validation/plain-text';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  stripHtml,
} from '../validation/sanitize';

/** Profile and account texts of spec sections 5 and 8, and the server's refusals, written once. */
export const PROFILE_MESSAGES = {
  profileUpdated: /*i18n*/ 'Profile updated successfully!',
  passwordChanged: /*i18n*/ 'Password changed successfully!',
  settingsUpdated: /*i18n*/ 'Settings updated successfully!',
  pictureUpdated: /*i18n*/ 'Profile picture updated successfully!',
  pictureRemoved: /*i18n*/ 'Profile picture removed',
  dataExported: /*i18n*/ 'Data exported successfully!',
  deletionSubmitted: /*i18n*/ 'Account deletion request submitted',
  // Failures the profile screen shows (spec section 8).
  userNotFound: /*i18n*/ 'User not found',
  updateFailed: /*i18n*/ 'Failed to update profile',
  changePasswordFailed: /*i18n*/ 'Failed to change password',
  settingsFailed: /*i18n*/ 'Failed to update settings',
  birthDateInvalid: /*i18n*/ 'Please enter a real date of birth (YYYY-MM-DD)',
  invalidResponse: /*i18n*/ 'Invalid response from server',
  uploadFailed: /*i18n*/ 'Failed to upload profile picture',
  deleteFailed: /*i18n*/ 'Failed to delete account',
  // Validation (spec section 5, "Profile", "Change password", "Picture upload").
  nameTooShort: /*i18n*/ 'Name must be at least 2 characters',
  currentPasswordRequired: /*i18n*/ 'Current password is required',
  newPasswordTooShort: /*i18n*/ 'Password must be at least 6 characters',
  passwordsMismatch: /*i18n*/ 'Passwords do not match',
  imageType: /*i18n*/ 'Please select an image file',
  imageTooLarge: /*i18n*/ 'Image size must be less than 5MB',
  // Refusals.
  onlySelf: /*i18n*/ 'You can only change your own account',
  currentPasswordWrong: /*i18n*/ 'Current password is incorrect',
  passwordWrong: /*i18n*/ 'Password is incorrect',
  samePassword: /*i18n*/ 'Choose a password different from your current one',
  fieldNotEditable: /*i18n*/ 'This field cannot be changed here',
  levelOption: /*i18n*/ 'Please choose a playing level from 2.0 to 5.0',
  ratingFromMatches:
    /*i18n*/ 'Your rating now comes from your match results and can no longer be set by hand',
  profileImageViaUpload: /*i18n*/ 'Change your picture through the profile picture upload',
  imageUnreadable:
    /*i18n*/ 'This file is not an image we can read. Please choose a JPG, PNG, WebP or GIF',
  imageTooManyPixels: /*i18n*/ 'This image has too many pixels. Please choose a smaller one',
  pictureNotFound: /*i18n*/ 'Picture not found',
  profilePrivate: /*i18n*/ 'This profile is private',
  signInToView: /*i18n*/ 'Sign in to see this profile',
  statsPrivate: /*i18n*/ 'This player keeps their statistics private',
  messagesOff: /*i18n*/ 'This person does not accept messages',
  timezoneInvalid: /*i18n*/ 'Please choose a valid time zone',
  friendsAsPlayers:
    /*i18n*/ 'Friends Only works like Players Only until friendships exist: every signed-in player can see your profile',
  organizerHasTournament: (name: string) =>
    `You organize ${name}, which has not finished. Delete it or let it finish before deleting your account`,
} as const;

/** Settings groups of spec section 3, with the defaults used when nothing is stored. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  matchReminders: z.boolean(),
  tournamentUpdates: z.boolean(),
  scoreUpdates: z.boolean(),
  weeklyDigest: z.boolean(),
});

export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(['public', 'players', 'friends', 'private']),
  showRating: z.boolean(),
  showStats: z.boolean(),
  showLocation: z.boolean(),
  allowMessages: z.boolean(),
});

export const preferencesSchema = z.object({
  theme: z.enum(['light', 'dark', 'auto']),
  language: z.enum(['en', 'es', 'fr', 'de']),
  timezone: z.string().max(64).refine(isValidTimeZone, PROFILE_MESSAGES.timezoneInvalid),
  dateFormat: z.enum(['MM/dd/yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd']),
  timeFormat: z.enum(['12h', '24h']),
});

export const DAYS_OF_WEEK = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export const gameSettingsSchema = z.object({
  defaultTournamentType: z.enum(['singles', 'doubles', 'mixed']),
  autoJoinWaitlist: z.boolean(),
  preferredCourtSurface: z.enum(['outdoor', 'indoor', 'both']),
  availableDays: z.array(z.enum(DAYS_OF_WEEK)),
  preferredTimeSlots: z.array(z.enum(['morning', 'afternoon', 'evening'])),
});

export const userSettingsSchema = z.object({
  notificationSettings: notificationSettingsSchema,
  privacySettings: privacySettingsSchema,
  preferences: preferencesSchema,
  gameSettings: gameSettingsSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  notificationSettings: {
    emailNotifications: true,
    pushNotifications: true,
    matchReminders: true,
    tournamentUpdates: true,
    scoreUpdates: true,
    weeklyDigest: false,
  },
  privacySettings: {
    profileVisibility: 'public',
    showRating: true,
    showStats: true,
    showLocation: false,
    allowMessages: true,
  },
  preferences: {
    theme: 'light',
    language: 'en',
    timezone: 'America/New_York',
    dateFormat: 'MM/dd/yyyy',
    timeFormat: '12h',
  },
  gameSettings: {
    defaultTournamentType: 'singles',
    autoJoinWaitlist: false,
    preferredCourtSurface: 'outdoor',
    availableDays: ['monday', 'wednesday', 'friday', 'saturday'],
    preferredTimeSlots: ['morning', 'evening'],
  },
};

/**
 * The user as any response carries it. Never a password hash or a token:
 * the server serialises users through this schema, which drops unknown keys.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  rating: z.number().nullable(),
  /** Rated matches so far; `provisional` while fewer than RATING_PROVISIONAL_MATCHES. */
  ratedMatches: z.number().int().optional(),
  provisional: z.boolean().optional(),
  preferredHand: z.string().nullable(),
  yearsPlaying: z.string().nullable(),
  favoriteShot: z.string().nullable(),
  /** Private (decision 035): the owner's alone, read to check an event's age bounds. */
  birthDate: z.string().nullable().optional(),
  /** An absolute URL (built from PUBLIC_URL), or null. */
  profileImage: z.string().nullable(),
  settings: userSettingsSchema,
  emailVerified: z.boolean(),
  /** Whether sign-in asks for an authenticator code (always sent by the server). */
  twoFactorEnabled: z.boolean().optional(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Path parameters of /api/users/{id}/...: any string; one that is not a uuid finds nobody. */
export const userIdParamsSchema = z.object({ id: z.string().max(64) });

/** Profile name (spec section 5, "Profile" and "Name"): trimmed, 2 to 50 letters, digits, ' and -. */
export const profileNameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .max(NAME_MAX_LENGTH * 10, MESSAGES.nameTooLong)
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
  .transform(stripHtml)
  .pipe(
    z
      .string()
      .trim()
      .min(NAME_MIN_LENGTH, PROFILE_MESSAGES.nameTooShort)
      .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong)
      .regex(/^[\p{L}\p{N} '-]*$/u, MESSAGES.nameChars),
  );

/** An optional text: null or an empty string clears it. */
const clearableText = (max: number, isMultiline = false) =>
  plainText({ max, tooLong: `At most ${max} characters`, isMultiline })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * The rating field of the profile form. A change must be one of the playing levels 2.0 to 5.0
 * (spec section 3) and is taken only before the first rated match; the stored rating (which
 * results move in small steps) may always be sent back unchanged. The server checks both.
 */
export const playingLevelSchema = z
  .number({ error: PROFILE_MESSAGES.levelOption })
  .min(RATING_MIN, PROFILE_MESSAGES.levelOption)
  .max(RATING_MAX, PROFILE_MESSAGES.levelOption);

/** Whether a rating is one of the profile form's playing levels. */
export const isPlayingLevel = (rating: number) =>
  (PLAYING_LEVELS as readonly number[]).includes(rating);

/** A date of birth, 'YYYY-MM-DD': a real calendar date, after 1900 and not in the future. */
export const birthDateSchema = z
  .string({ error: PROFILE_MESSAGES.birthDateInvalid })
  .max(10, PROFILE_MESSAGES.birthDateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_MESSAGES.birthDateInvalid)
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return (
      date.getUTCFullYear() === y &&
      date.getUTCMonth() === m - 1 &&
      date.getUTCDate() === d &&
      y >= 1900 &&
      date.getTime() <= Date.now()
    );
  }, PROFILE_MESSAGES.birthDateInvalid);

const profileShape = {
  name: profileNameSchema.optional(),
  location: clearableText(LOCATION_MAX_LENGTH),
  bio: clearableText(BIO_MAX_LENGTH, true),
  rating: playingLevelSchema.nullable().optional(),
  preferredHand: z.enum(PREFERRED_HANDS).nullable().optional(),
  yearsPlaying: z.enum(YEARS_PLAYING_OPTIONS).nullable().optional(),
  favoriteShot: z.enum(FAVORITE_SHOTS).nullable().optional(),
  birthDate: birthDateSchema.nullable().optional(),
  profileImage: z.string().max(300).nullable().optional(),
};

/** Refuses, field by field, every key `shape` does not list (mass assignment). */
export const onlyKeysOf =
  (shape: Record<string, unknown>) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(shape, key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: PROFILE_MESSAGES.fieldNotEditable });
      }
    }
  };

export const updateProfileInputSchema = z
  .looseObject(profileShape)
  .superRefine(onlyKeysOf(profileShape));
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/** The profile form (spec section 5): the API body with the name required. */
export const profileFormSchema = z.object({ ...profileShape, name: profileNameSchema });

/** Answers carrying the stored user (profile update, settings, picture). */
export const userResponseSchema = z.object({ data: publicUserSchema, message: z.string() });

const strictGroup = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).partial();

/**
 * PUT /api/users/{id}/settings (self only): any of the four groups, each validated field by
 * field and merged over what is stored (itself over the spec's defaults).
 */
export const updateSettingsInputSchema = z.strictObject({
  notificationSettings: strictGroup(notificationSettingsSchema.shape).optional(),
  privacySettings: strictGroup(privacySettingsSchema.shape).optional(),
  preferences: strictGroup(preferencesSchema.shape).optional(),
  gameSettings: strictGroup(gameSettingsSchema.shape).optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsInputSchema>;

/**
 * The settings answer: `user` replaces the stored user; `notices` explain a choice's effect.
 * `user` is also beside the envelope, where the spec's client reads it (issue 23.2).
 */
export const settingsResponseSchema = z.object({
  data: z.object({ user: publicUserSchema, notices: z.array(z.string()) }),
  user: publicUserSchema,
  message: z.string(),
});

/** The new password: the profile form's minimum first, then every register rule (spec section 5). */
const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .superRefine((password, ctx) => {
    if (password.length > 0 && password.length < PROFILE_PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.newPasswordTooShort });
      return;
    }
    for (const message of getPasswordIssues(password)) ctx.addIssue({ code: 'custom', message });
  });

/** PUT /api/users/{id}/password (self only). */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.currentPasswordRequired })
    .min(1, PROFILE_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH * 8, PROFILE_MESSAGES.currentPasswordWrong),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** The Change Password modal: the API body plus the confirmation. */
export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PROFILE_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

/** DELETE /api/users/{id} (self only): the password, and a current code when 2FA is on. */
export const deleteAccountInputSchema = z.object({
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH * 8, PROFILE_MESSAGES.passwordWrong),
  code: z.string().max(64).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;

/** POST /api/users/{id}/profile-picture answer: `profileImage` is merged into the user. */
export const profilePictureResponseSchema = z.object({
  data: z.object({ profileImage: z.string().nullable(), user: publicUserSchema }),
  message: z.string(),
});

/** A profile as another person sees it (privacy applied); `email` and `settings` only to oneself. */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  /** Absent when the owner hides it from this viewer (decision 012). */
  rating: z.number().nullable().optional(),
  provisional: z.boolean().optional(),
  preferredHand: z.string().nullable(),
  yearsPlaying: z.string().nullable(),
  favoriteShot: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** Who may see the profile; 'friends' is answered as 'players' (no friendships exist yet). */
  visibility: z.enum(['public', 'players', 'private']),
  /** What the owner hides from others (nulls above); always false for oneself. */
  hidden: z.object({ rating: z.boolean(), stats: z.boolean(), location: z.boolean() }),
  isSelf: z.boolean(),
  memberSince: z.string(),
  email: z.string().optional(),
  settings: userSettingsSchema.optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = z.object({ data: userProfileSchema });

/** GET /api/users: people the caller may see, by name. */
export const userListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const userListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  profileImage: z.string().nullable(),
  rating: z.number().nullable(),
});
export const userListResponseSchema = z.object({
  data: z.array(userListEntrySchema),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});

/**
 * GET /api/users/{id}/export (self only), downloaded as a JSON file: everything stored about
 * the user, table by table (secrets such as password and token hashes left out).
 */
export const userExportSchema = z.object({
  product: z.string(),
  exportedAt: z.string(),
  user: publicUserSchema,
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type UserExport = z.infer<typeof userExportSchema>;
