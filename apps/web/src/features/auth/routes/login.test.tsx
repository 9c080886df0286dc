import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { mapErrorResponse } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
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
    await fill('', 'anything');
    expect(submit).toBeEnabled();
  });

  it('shows the email error only after the 300 ms debounce, and then disables submit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute(<LoginPage />, { path: '/login' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.type(screen.getByLabelText('Password'), 'secret');
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
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: { user: TEST_USER, token: 'tok' } } });
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('  Robin@Example.com ', 'Court$ide2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard'));
    expect(post).toHaveBeenCalledWith('/auth/login', {
      email: 'robin@example.com',
      password: 'Court$ide2026',
      rememberMe: true,
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', isAuthenticated: true });
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(await screen.findByText('Welcome back, Robin Kitchenline!')).toBeInTheDocument();
  });

  it('shows the spec message for wrong credentials', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(mapErrorResponse(401, { code: 'INVALID_CREDENTIALS' }));
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check your email and password.',
    );
  });

  it('offers to resend the verification mail to an unverified account', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        mapErrorResponse(403, {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Please verify your email address.',
        }),
      )
      .mockResolvedValueOnce({ data: { message: 'We have sent a new verification link.' } });
    renderRoute(<LoginPage />, { path: '/login' });
    const user = await fill('robin@example.com', 'Court$ide2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please verify your email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(post).toHaveBeenLastCalledWith('/auth/resend-verification', {
      email: 'robin@example.com',
    });
    expect(await screen.findByText('We have sent a new verification link.')).toBeInTheDocument();
  });
});
