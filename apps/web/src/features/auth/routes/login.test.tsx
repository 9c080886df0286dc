import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, fail, ok, okMessage } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import LoginPage from './login';

beforeEach(() => useAuthStore.getState().clearSession());

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
};

describe('Login', () => {
  it('keeps Sign In disabled until both fields are filled', async () => {
    renderRoute(<LoginPage />, { path: '/login' });
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await fill('robin@example.com', '');
    expect(submit).toBeDisabled();
    await fill('', 'Court$ide2026');
    expect(submit).toBeEnabled();
  });

  it.each([
    ['short', 'Password must be at least 8 characters long'],
    ['longenough', 'Password must contain at least one uppercase letter'],
    ['LONGENOUGH1!', 'Password must contain at least one lowercase letter'],
    ['Longenough!', 'Password must contain at least one number'],
    ['Longenough1', 'Password must contain at least one special character'],
    ['password', 'Password must contain at least one uppercase letter'],
    ['Aa1!'.repeat(33), 'Password must be less than 128 characters'],
  ])(
    'shows the first password error for %s, after the 300 ms debounce',
    async (password, message) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        renderRoute(<LoginPage />, { path: '/login' });
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        await user.type(screen.getByLabelText('Email'), 'robin@example.com');
        await user.click(screen.getByLabelText('Password'));
        await user.paste(password);
        expect(screen.queryByText(message)).not.toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(300));
        expect(screen.getByText(message)).toBeInTheDocument();
        // Only the first error shows.
        expect(screen.queryAllByText(/^Password (must|is)/)).toHaveLength(1);
        expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it("says 'Password is required' once the password was typed and cleared, not before", async () => {
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', '');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('shows the email error only after the 300 ms debounce, and then disables submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute(<LoginPage />, { path: '/login' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.type(screen.getByLabelText('Password'), 'Court$ide2026');
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the success banner and prefilled email from navigation state', () => {
    renderRoute(<LoginPage />, {
      path: '/login',
      state: { message: 'Please check your email', email: 'robin@example.com' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Please check your email');
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
  });

  it('signs in: sends the normalised email, stores the session and opens the dashboard', async () => {
    const post = answer('post', '/auth/login', () => ok({ user: TEST_USER, token: 'tok' }));
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('  Robin@Example.com ', 'Court$ide2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      email: 'robin@example.com',
      password: 'Court$ide2026',
      rememberMe: true,
    });
    expect(post[0]!.headers).not.toHaveProperty('authorization');
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', isAuthenticated: true });
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(await screen.findByText('Welcome back, Robin Kitchenline!')).toBeInTheDocument();
  });

  it('shows the spec message for wrong credentials and stays on the page', async () => {
    // The client sends a 401 to /login, except from /login and /register.
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/login');
    answer('post', '/auth/login', () =>
      fail(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    );
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', 'Wrong$pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check your email and password.',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('offers to resend the verification mail to an unverified account', async () => {
    answer('post', '/auth/login', () =>
      fail(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address.' }),
    );
    const resend = answer('post', '/auth/resend-verification', () =>
      okMessage('We have sent a new verification link.'),
    );
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', 'Court$ide2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please verify your email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We have sent a new verification link.')).toBeInTheDocument();
    expect(resend.map((call) => call.body)).toEqual([{ email: 'robin@example.com' }]);
  });
});
