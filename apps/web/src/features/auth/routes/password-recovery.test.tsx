import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render-route';
import ForgotPasswordPage from './forgot-password';
import ResetPasswordPage from './reset-password';
import VerifyEmailPage from './verify-email';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('Forgot password', () => {
  it('requires an email, then shows Check Your Email! and can go back to the form', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'sent' }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), ' Robin@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ email: 'robin@example.com' });
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows the server message when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(429, {})));
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.',
    );
  });
});

describe('Reset password', () => {
  it('without a token shows Invalid Reset Link', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('Invalid password reset link. Please request a new password reset.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toBeInTheDocument();
  });

  it('rates the password and keeps submit disabled until both match and are strong', async () => {
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      url: '/reset-password?token=t1',
    });
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    await user.type(screen.getByLabelText('New Password'), 'weakpass');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), 'weakpass');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'N3w-Paddle-Grip!');
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('resets and offers Sign In Now to /login with a message', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      url: '/reset-password?token=t1',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'N3w-Paddle-Grip!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'N3w-Paddle-Grip!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful!' }),
    ).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      token: 't1',
      password: 'N3w-Paddle-Grip!',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In Now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the server message for a used link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(400, { message: 'This link has expired.' })),
    );
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      url: '/reset-password?token=t1',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'N3w-Paddle-Grip!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'N3w-Paddle-Grip!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });
});

describe('Verify email', () => {
  it('without a token goes straight to the error', () => {
    renderRoute(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Invalid verification link. Please check your email for the correct link.'),
    ).toBeInTheDocument();
  });

  it('verifies once and offers sign-in with the email', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: 'Verified!', email: 'robin@example.com' }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=abc' });
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/verify-email?token=abc');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toMatchObject({
      email: 'robin@example.com',
    });
  });

  it.each([
    [
      () =>
        Promise.resolve(
          jsonResponse(400, { message: 'This verification link is invalid or has expired.' }),
        ),
      'This verification link is invalid or has expired.',
    ],
    [
      () => Promise.resolve(jsonResponse(500, {})),
      'Verification failed. The link may be expired or invalid.',
    ],
    [
      () => Promise.reject(new TypeError('offline')),
      'Something went wrong. Please try again or contact support.',
    ],
  ])('shows the right error (%#)', async (answer, message) => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(answer));
    renderRoute(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=abc' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
