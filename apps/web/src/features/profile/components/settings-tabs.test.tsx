import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SETTINGS,
  PROFILE_MESSAGES,
  type PublicUser,
  type UserSettings,
} from '@courtside/shared/api/user';
import { formatDate, formatMatchTimeLine, getDisplayPreferences } from '@/lib/format';
import { answer, fail, ok, type RecordedCall } from '@/test/msw';
import { me } from '../testing/profile-fixtures';
import { renderProfile, storedUser } from '../testing/render-profile';

/** Answers PUT settings as the server does: the groups merged over the stored ones. */
function answerSettings(notices: string[] = []) {
  return answer('put', '/users/:id/settings', ({ body }: RecordedCall) => {
    const current = storedUser();
    const patch = body as Partial<UserSettings>;
    const settings = Object.fromEntries(
      Object.entries(current.settings).map(([group, values]) => [
        group,
        { ...values, ...(patch[group as keyof UserSettings] ?? {}) },
      ]),
    ) as UserSettings;
    const user: PublicUser = { ...current, settings };
    return ok({ user, notices }, { user, message: PROFILE_MESSAGES.settingsUpdated });
  });
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

afterEach(() => document.documentElement.classList.remove('dark'));

describe('Notifications tab', () => {
  it('shows the six toggles with the defaults and saves the group', async () => {
    const { user } = renderProfile('?tab=notifications');
    const digest = await screen.findByRole('switch', { name: 'Weekly Digest' });
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(digest).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Match Reminders' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const put = answerSettings();
    await user.click(digest);
    await user.click(screen.getByRole('switch', { name: 'Push Notifications' }));
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toEqual({
      notificationSettings: {
        ...DEFAULT_USER_SETTINGS.notificationSettings,
        weeklyDigest: true,
        pushNotifications: false,
      },
    });
    expect(storedUser().settings.notificationSettings.weeklyDigest).toBe(true);
  });

  it('says the save failed and keeps the stored settings', async () => {
    const { user } = renderProfile('?tab=notifications');
    answer('put', '/users/:id/settings', () => Response.error());
    await user.click(await screen.findByRole('switch', { name: 'Weekly Digest' }));
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.settingsFailed)).toBeInTheDocument();
    expect(storedUser().settings.notificationSettings.weeklyDigest).toBe(false);
  });
});

describe('Privacy tab', () => {
  it('offers the four visibilities and shows the server’s notice about friends', async () => {
    const { user } = renderProfile('?tab=privacy');
    const visibility = await screen.findByLabelText('Profile Visibility');
    expect(Array.from((visibility as HTMLSelectElement).options, (o) => [o.value, o.text])).toEqual(
      [
        ['public', 'Everyone'],
        ['players', 'Players Only'],
        ['friends', 'Friends Only'],
        ['private', 'Private'],
      ],
    );
    const put = answerSettings([PROFILE_MESSAGES.friendsAsPlayers]);
    await user.selectOptions(visibility, 'friends');
    await user.click(screen.getByRole('switch', { name: 'Show Location' }));
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toMatchObject({
      privacySettings: { profileVisibility: 'friends', showLocation: true },
    });
    expect(screen.getAllByText(PROFILE_MESSAGES.friendsAsPlayers)).toHaveLength(1);
  });
});

describe('Preferences tab', () => {
  it('saves the theme and formats, and they take effect at once', async () => {
    const { user } = renderProfile('?tab=preferences');
    expect(await screen.findByLabelText('Theme')).toHaveValue('light');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Date Format')).toHaveValue('MM/dd/yyyy');
    expect(screen.getByLabelText('Time Format')).toHaveValue('12h');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(getDisplayPreferences()).toMatchObject({ dateFormat: 'MM/dd/yyyy' });

    const put = answerSettings();
    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    // Every IANA zone, found by typing part of its name.
    await user.click(screen.getByLabelText('Timezone'));
    await user.keyboard('los ang');
    await user.click(screen.getByRole('option', { name: 'America/Los_Angeles' }));
    await user.selectOptions(screen.getByLabelText('Date Format'), 'yyyy-MM-dd');
    await user.selectOptions(screen.getByLabelText('Time Format'), '24h');
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toEqual({
      preferences: {
        theme: 'dark',
        language: 'en',
        timezone: 'America/Los_Angeles',
        dateFormat: 'yyyy-MM-dd',
        timeFormat: '24h',
      },
    });
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(formatDate('2026-03-06T03:00:00.000Z')).toBe('2026-03-05');
    expect(formatMatchTimeLine('2026-03-06T03:00:00.000Z', 'America/New_York')).toBe(
      '22:00 EST (19:00 your time)',
    );
  });

  it('follows the device for auto, and goes back to the defaults when the page closes', async () => {
    const auto = me({
      settings: {
        ...DEFAULT_USER_SETTINGS,
        preferences: { ...DEFAULT_USER_SETTINGS.preferences, theme: 'auto' },
      },
    });
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-color-scheme: dark)',
    })) as typeof window.matchMedia;
    try {
      const { unmount } = renderProfile('?tab=preferences', { user: auto });
      expect(await screen.findByLabelText('Theme')).toHaveValue('auto');
      expect(document.documentElement).toHaveClass('dark');
      unmount();
      expect(document.documentElement).not.toHaveClass('dark');
      expect(getDisplayPreferences()).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the server’s field error on its field', async () => {
    const { user } = renderProfile('?tab=preferences');
    answer('put', '/users/:id/settings', () =>
      fail(422, {
        message: 'Please correct the highlighted fields',
        errors: { 'preferences.timezone': [PROFILE_MESSAGES.timezoneInvalid] },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Timezone')).toHaveAccessibleDescription(
        PROFILE_MESSAGES.timezoneInvalid,
      ),
    );
  });
});

describe('Game Settings tab', () => {
  it('shows the defaults and saves days and slots in order', async () => {
    const { user } = renderProfile('?tab=game-settings');
    expect(await screen.findByLabelText('Default Tournament Type')).toHaveValue('singles');
    expect(screen.getByLabelText('Preferred Court Surface')).toHaveValue('outdoor');
    expect(screen.getByRole('switch', { name: 'Auto-join Waitlist' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    for (const day of ['Monday', 'Wednesday', 'Friday', 'Saturday']) {
      expect(screen.getByRole('checkbox', { name: day })).toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Afternoon' })).not.toBeChecked();

    const put = answerSettings();
    await user.selectOptions(screen.getByLabelText('Default Tournament Type'), 'doubles');
    await user.selectOptions(screen.getByLabelText('Preferred Court Surface'), 'both');
    await user.click(screen.getByRole('switch', { name: 'Auto-join Waitlist' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Afternoon' }));
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(put[0]!.body).toEqual({
      gameSettings: {
        defaultTournamentType: 'doubles',
        autoJoinWaitlist: true,
        preferredCourtSurface: 'both',
        availableDays: ['monday', 'tuesday', 'wednesday', 'saturday'],
        preferredTimeSlots: ['morning', 'afternoon', 'evening'],
      },
    });
    expect(storedUser().settings.gameSettings.defaultTournamentType).toBe('doubles');
  });
});
