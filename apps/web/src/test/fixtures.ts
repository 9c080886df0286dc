import type { DisplayPreferences } from '@/lib/format';
import { DEFAULT_USER_SETTINGS, type PublicUser } from '@courtside/shared/api/user';

export const TEST_USER: PublicUser = {
  id: 'u1',
  name: 'Robin Kitchenline',
  email: 'robin@example.com',
  role: 'organizer',
  location: null,
  bio: null,
  rating: 3.5,
  preferredHand: null,
  yearsPlaying: null,
  favoriteShot: null,
  profileImage: null,
  settings: DEFAULT_USER_SETTINGS,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Display preferences in `timezone` (24-hour times, English), `dateFormat` as given. */
export const preferencesIn = (
  timezone: string,
  dateFormat: DisplayPreferences['dateFormat'] = 'MM/dd/yyyy',
): DisplayPreferences => ({ dateFormat, timeFormat: '24h', timezone, language: 'en' });
