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

/** The tab a `?tab=` value names, or Profile for none or an unknown one. */
export function tabFromParam(value: string | null): ProfileTabId {
  return PROFILE_TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}
