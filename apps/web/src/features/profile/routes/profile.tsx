import { lazy, Suspense } from 'react';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/auth-store';
import { PANEL_ID, ProfileSideMenu, tabId } from '../components/profile-side-menu';
import { ProfileTab } from '../components/profile-tab';
import { UserPreferencesEffect } from '../components/user-preferences-effect';
import { PROFILE_TABS, type ProfileTabId } from '../lib/profile-tabs';
import { urlOneOf, useUrlState } from '@/lib/use-url-state';
import { i18n } from '@/lib/i18n';

/** The open tab lives in the URL (`?tab=`; Profile, the default, writes none). */
const PROFILE_URL = {
  tab: urlOneOf<ProfileTabId>(
    PROFILE_TABS.map((t) => t.id),
    'profile',
  ),
};

// Profile opens first; the other tabs load when chosen.
const StatisticsTab = lazy(() => import('../components/statistics-tab'));
const NotificationsTab = lazy(() => import('../components/notifications-tab'));
const PrivacyTab = lazy(() => import('../components/privacy-tab'));
const PreferencesTab = lazy(() => import('../components/preferences-tab'));
const GameSettingsTab = lazy(() => import('../components/game-settings-tab'));
const AccountTab = lazy(() => import('../components/account-tab'));

const PANELS: Record<Exclude<ProfileTabId, 'profile'>, typeof StatisticsTab> = {
  statistics: StatisticsTab,
  notifications: NotificationsTab,
  privacy: PrivacyTab,
  preferences: PreferencesTab,
  'game-settings': GameSettingsTab,
  account: AccountTab,
};

/** Profile and settings (spec section 2): seven tabs in a side menu, the tab in `?tab=`. */
export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const { state, set } = useUrlState(PROFILE_URL);
  const { tab } = state;
  const selectTab = (next: ProfileTabId) => set({ tab: next }, { replace: true });

  if (!user) return <Alert tone="error">{i18n.t(PROFILE_MESSAGES.userNotFound)}</Alert>;
  const Panel = tab === 'profile' ? null : PANELS[tab];

  return (
    <>
      <UserPreferencesEffect />
      <PageHeader
        title={i18n.t('Profile & Settings')}
        subtitle={i18n.t('Manage your profile, settings and account')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
        <nav
          aria-label={i18n.t('Settings sections')}
          className="min-w-0 md:sticky md:top-24 md:self-start"
        >
          <Card className="p-2">
            <ProfileSideMenu value={tab} onChange={selectTab} />
          </Card>
        </nav>
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className="min-w-0">
          {Panel ? (
            <Suspense
              fallback={
                <Card className="flex justify-center p-10">
                  <Spinner label={i18n.t('Loading...')} />
                </Card>
              }
            >
              <Panel user={user} />
            </Suspense>
          ) : (
            <ProfileTab user={user} />
          )}
        </div>
      </div>
    </>
  );
}
