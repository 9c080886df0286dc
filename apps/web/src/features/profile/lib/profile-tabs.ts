/** The Profile page's side menu (spec section 2), in order; Profile is the default. */
export const PROFILE_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'game-settings', label: 'Game Settings' },
  { id: 'account', label: 'Account' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];
