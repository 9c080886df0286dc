import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, deferred, fail, ok, okMessage } from '@/test/msw';
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
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute(<LoginPage />, { path: '/login' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), 'robin@example.com');
      // The 300 ms debounce has passed: the untouched password still says nothing.
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('Password'), 'x');
      await user.clear(screen.getByLabelText('Password'));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(screen.getByText('Password is required')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
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
    const post = answer('post', '/auth/login', () =>
      ok({ user: TEST_USER, token: 'tok' }, { user: TEST_USER, token: 'tok' }),
    );
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

describe('Login with two-factor sign-in', () => {
  const CHALLENGE = 'c'.repeat(43);

  /** The password was right and two-factor is on: the server answers a challenge, no session. */
  const passwordStep = async () => {
    answer('post', '/auth/login', () => ok({ twoFactorRequired: true, challenge: CHALLENGE }));
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', 'Court$ide2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Enter the 6-digit code from your authenticator app');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    return user;
  };

  it('asks for the code from the app, then signs in as a plain sign-in does', async () => {
    const gate = deferred();
    const second = answer('post', '/auth/login/2fa', async () => {
      await gate.promise;
      return ok({ user: TEST_USER, token: 'tok-2fa' }, { user: TEST_USER, token: 'tok-2fa' });
    });
    const user = await passwordStep();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(code, '12345');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    await user.click(verify);
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    gate.resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
    expect(second.map((call) => call.body)).toEqual([{ challenge: CHALLENGE, code: '123456' }]);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-2fa', isAuthenticated: true });
    expect(await screen.findByText('Welcome back, Robin Kitchenline!')).toBeInTheDocument();
  });

  it("shows the server's message on the code field for a wrong code, and stays on the step", async () => {
    const message = 'That code is not valid. Check your authenticator app and try again.';
    answer('post', '/auth/login/2fa', () =>
      fail(422, { message, code: 'VALIDATION_FAILED', errors: { code: [message] } }),
    );
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    // Typing a new code clears the error.
    await user.type(screen.getByLabelText('Authentication code'), '1');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('takes a recovery code instead of a code from the app', async () => {
    const second = answer('post', '/auth/login/2fa', () =>
      ok({ user: TEST_USER, token: 'tok-r' }, { user: TEST_USER, token: 'tok-r' }),
    );
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(field, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
    expect(second.map((call) => call.body)).toEqual([
      { challenge: CHALLENGE, code: 'abcde-fghij' },
    ]);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-r', isAuthenticated: true });
  });

  it('goes back to the password step, saying why, when the challenge has expired', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/login');
    answer('post', '/auth/login/2fa', () =>
      fail(401, {
        message: 'Your sign-in has expired. Please sign in again.',
        code: 'INVALID_CREDENTIALS',
      }),
    );
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('robin@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("shows the spec's rate-limit message on 429", async () => {
    answer('post', '/auth/login/2fa', () => fail(429, { code: 'RATE_LIMITED' }));
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment before trying again.',
    );
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('goes back to the password step on Back to sign in', async () => {
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
