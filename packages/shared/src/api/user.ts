import { z } from 'zod';
import { USER_ROLES } from '../constants';

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
  timezone: z.string().max(64),
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
  preferredHand: z.string().nullable(),
  yearsPlaying: z.string().nullable(),
  favoriteShot: z.string().nullable(),
  profileImage: z.string().nullable(),
  settings: userSettingsSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
