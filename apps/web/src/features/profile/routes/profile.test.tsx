import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_TABS } from '../lib/profile-tabs';
import { renderProfile } from '../testing/render-profile';

describe('Profile page', () => {
  it('shows the seven tabs with Profile selected by default', async () => {
    renderProfile();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(PROFILE_TABS.map((tab) => tab.label));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile');
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Robin Kitchenline');
  });

  it('opens the tab the URL names, and puts a chosen tab in the URL', async () => {
    const { router, user } = renderProfile('?tab=privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Danger Zone' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=account');
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('moves between tabs with the arrow keys', async () => {
    const { router, user } = renderProfile();
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=statistics');
    await user.keyboard('{End}');
    expect(router.state.location.search).toBe('?tab=account');
  });

  it('falls back to Profile for an unknown tab', async () => {
    renderProfile('?tab=nope');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
  });
});
