/** The Profile page's side menu (spec section 2), in order; Profile is the default. */
export const PROFILE_TABS = [
  { id: 'profile', label: /*i18n*/ 'Profile' },
  { id: 'statistics', label: /*i18n*/ 'Statistics' },
  { id: 'notifications', label: /*i18n*/ 'Notifications' },
  { id: 'privacy', label: /*i18n*/ 'Privacy' },
  { id: 'preferences', label: /*i18n*/ 'Preferences' },
  { id: 'game-settings', label: /*i18n*/ 'Game Settings' },
  { id: 'account', label: /*i18n*/ 'Account' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];
