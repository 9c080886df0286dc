import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '@/test/fixtures';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import RegisterPage from './register';

const PASSWORD = 'Court$ide2026';

async function fillValid() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full Name'), 'Robin Kitchenline');
  await user.type(screen.getByLabelText('Email'), ' Robin@Example.com ');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
  return user;
}

/** A browser in Los Angeles: the zone Intl reports, every other option as it is. */
function browserInLosAngeles() {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: 'America/Los_Angeles' };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Register', () => {
  it('defaults the account type to player', () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('radio', { name: /player/i })).toBeChecked();
  });

  it('ticks the checklist live and names a common password', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'password');
    expect(
      screen.getByText('Password is too common. Please choose a stronger password'),
    ).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText('One lowercase letter')).toHaveTextContent('(met)');
    expect(within(checklist).getByText('One uppercase letter')).toHaveTextContent('(not met)');
  });

  it('says when the passwords do not match', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), 'Court$ide2027');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('enables Create Account only once the terms are accepted, then goes to /login with the message', async () => {
    browserInLosAngeles();
    const post = answer('post', '/auth/register', () =>
      ok(
        { user: TEST_USER, message: 'Please check your email to verify.' },
        { user: TEST_USER, message: 'Please check your email to verify.' },
      ),
    );
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = await fillValid();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      name: 'Robin Kitchenline',
      email: 'robin@example.com',
      password: PASSWORD,
      role: 'player',
      // The profile starts in the browser's zone, not the spec's default (America/New_York).
      timezone: 'America/Los_Angeles',
    });
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      message: 'Please check your email to verify.',
      email: 'robin@example.com',
    });
  });

  it('puts a duplicate email answer on the email field', async () => {
    answer('post', '/auth/register', () =>
      fail(409, {
        code: 'EMAIL_TAKEN',
        field: 'email',
        message: 'An account with this email already exists',
      }),
    );
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = await fillValid();
    await user.click(screen.getByRole('checkbox', { name: /terms/i }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
  });
});
