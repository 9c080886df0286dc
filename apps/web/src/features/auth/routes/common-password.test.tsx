import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@courtside/shared/validation/auth';
import { renderRoute } from '@/test/render-route';
import RegisterPage from './register';
import ResetPasswordPage from './reset-password';

/** Holds the on-demand breached list back until a test lets it arrive. */
const listGate = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('@courtside/shared/validation/breached-passwords', async (importOriginal) => {
  await listGate.arrived;
  return importOriginal();
});

const COMMON_LABEL = 'Not a common password';

describe('common passwords on the auth screens', () => {
  it('register re-checks once the breached list arrives: Summer2024! turns common', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Summer2024!');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    // Only the spec's ten words so far: "summer" is not one of them.
    expect(within(checklist).getByText(COMMON_LABEL)).toHaveTextContent('(met)');

    listGate.release();
    await waitFor(() =>
      expect(within(checklist).getByText(COMMON_LABEL)).toHaveTextContent('(not met)'),
    );
    expect(screen.getByText(MESSAGES.passwordCommon)).toBeInTheDocument();
  });

  it('register marks Welcome2024! as common, though it meets every other rule', async () => {
    renderRoute(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Welcome2024!');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText(COMMON_LABEL)).toHaveTextContent('(not met)');
    expect(within(checklist).getAllByText('(met)')).toHaveLength(5);
    expect(screen.getByText(MESSAGES.passwordCommon)).toBeInTheDocument();
  });

  it('reset lists a common password as unmet and keeps the submit disabled', async () => {
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      url: '/reset-password?token=t1',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'P@ssw0rd2024!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'P@ssw0rd2024!');
    const missing = screen.getByRole('list', { name: 'Missing requirements' });
    expect(within(missing).getByText(COMMON_LABEL)).toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });
});
