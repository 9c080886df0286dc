import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, HttpResponse, ok, okMessage } from '@/test/msw';
import { ME, me } from '../testing/profile-fixtures';
import { renderProfile, storedUser } from '../testing/render-profile';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Courtside:robin%40example.com?secret=${SECRET}&issuer=Courtside`;

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** Downloads the screen started: the file name and the text. */
let downloads: { name: string; text: Promise<string> }[];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, text: readText(blobs.get(this.href)!) });
  });
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.findByRole('dialog');

describe('Change Password', () => {
  it('checks the fields, sends the change, closes and confirms', async () => {
    const { user } = renderProfile('?tab=account');
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(await within(modal).findByText(PROFILE_MESSAGES.currentPasswordRequired)).toBeVisible();
    await user.type(within(modal).getByLabelText('Current Password'), 'Old$Pass123');
    await user.type(within(modal).getByLabelText('New Password'), 'abc');
    await user.type(within(modal).getByLabelText('Confirm New Password'), 'abd');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(await within(modal).findByText(PROFILE_MESSAGES.newPasswordTooShort)).toBeVisible();
    expect(within(modal).getByText(PROFILE_MESSAGES.passwordsMismatch)).toBeVisible();

    const put = answer('put', '/users/:id/password', () =>
      okMessage(PROFILE_MESSAGES.passwordChanged),
    );
    await user.clear(within(modal).getByLabelText('New Password'));
    await user.type(within(modal).getByLabelText('New Password'), 'Zq8!mVt#2027pl');
    await user.clear(within(modal).getByLabelText('Confirm New Password'));
    await user.type(within(modal).getByLabelText('Confirm New Password'), 'Zq8!mVt#2027pl');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(put[0]!.body).toEqual({ currentPassword: 'Old$Pass123', newPassword: 'Zq8!mVt#2027pl' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong current password on its field and keeps the modal open', async () => {
    const { user } = renderProfile('?tab=account');
    answer('put', '/users/:id/password', () =>
      fail(422, {
        message: PROFILE_MESSAGES.currentPasswordWrong,
        errors: { currentPassword: [PROFILE_MESSAGES.currentPasswordWrong] },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Current Password'), 'Wrong$Pass1');
    await user.type(within(modal).getByLabelText('New Password'), 'Zq8!mVt#2027pl');
    await user.type(within(modal).getByLabelText('Confirm New Password'), 'Zq8!mVt#2027pl');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText('Current Password')).toHaveAccessibleDescription(
        PROFILE_MESSAGES.currentPasswordWrong,
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says it failed when nothing answers', async () => {
    const { user } = renderProfile('?tab=account');
    answer('put', '/users/:id/password', () => Response.error());
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Current Password'), 'Old$Pass123');
    await user.type(within(modal).getByLabelText('New Password'), 'Zq8!mVt#2027pl');
    await user.type(within(modal).getByLabelText('Confirm New Password'), 'Zq8!mVt#2027pl');
    await user.click(within(modal).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.changePasswordFailed)).toBeInTheDocument();
  });
});

describe('Two-factor authentication', () => {
  it('enrols: QR code and key, a code to confirm, then the recovery codes once', async () => {
    const { user } = renderProfile('?tab=account');
    answer('post', '/auth/2fa/setup', () =>
      ok({ secret: SECRET, otpauthUrl: OTPAUTH }, { message: TWO_FACTOR_MESSAGES.setupStarted }),
    );
    await user.click(await screen.findByRole('button', { name: 'Enable 2FA' }));
    const modal = await dialog();
    expect(
      await within(modal).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(modal).getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(
      within(modal).getByRole('link', { name: 'Open in an authenticator app on this device' }),
    ).toHaveAttribute('href', OTPAUTH);

    answer('post', '/auth/2fa/enable', () =>
      fail(422, {
        message: TWO_FACTOR_MESSAGES.codeInvalid,
        errors: { code: [TWO_FACTOR_MESSAGES.codeInvalid] },
      }),
    );
    await user.type(within(modal).getByLabelText('Code from your app'), '000000');
    await user.click(within(modal).getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText('Code from your app')).toHaveAccessibleDescription(
        TWO_FACTOR_MESSAGES.codeInvalid,
      ),
    );

    const enable = answer('post', '/auth/2fa/enable', () =>
      ok({ recoveryCodes: CODES }, { message: TWO_FACTOR_MESSAGES.enabled }),
    );
    await user.clear(within(modal).getByLabelText('Code from your app'));
    await user.type(within(modal).getByLabelText('Code from your app'), '123 456');
    await user.click(within(modal).getByRole('button', { name: 'Verify and Enable' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(enable[0]!.body).toEqual({ code: '123456' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(TWO_FACTOR_MESSAGES.enabled)).toBeInTheDocument();
    expect(storedUser().twoFactorEnabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads[0]!.name).toBe('courtside-recovery-codes.txt');
    expect(await downloads[0]!.text).toContain(CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Disable 2FA' })).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it('turns off with the password and a code', async () => {
    const { user } = renderProfile('?tab=account', { user: me({ twoFactorEnabled: true }) });
    const disable = answer('post', '/auth/2fa/disable', () =>
      okMessage(TWO_FACTOR_MESSAGES.disabled),
    );
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Disable 2FA' }));
    expect(within(modal).getByText('Password is required')).toBeVisible();
    expect(within(modal).getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeVisible();
    await user.type(within(modal).getByLabelText('Password'), 'Old$Pass123');
    await user.type(within(modal).getByLabelText('Authentication code'), '654321');
    await user.click(within(modal).getByRole('button', { name: 'Disable 2FA' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeInTheDocument();
    expect(disable[0]!.body).toEqual({ password: 'Old$Pass123', code: '654321' });
    expect(storedUser().twoFactorEnabled).toBe(false);
    expect(await screen.findByRole('button', { name: 'Enable 2FA' })).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and a code', async () => {
    const { user } = renderProfile('?tab=account', { user: me({ twoFactorEnabled: true }) });
    answer('post', '/auth/2fa/recovery-codes', () =>
      ok({ recoveryCodes: CODES }, { message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed }),
    );
    await user.click(await screen.findByRole('button', { name: 'New Recovery Codes' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Password'), 'Old$Pass123');
    await user.type(within(modal).getByLabelText('Authentication code'), '654321');
    await user.click(within(modal).getByRole('button', { name: 'Create New Codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      CODES[9]!,
    );
  });
});

describe('Export My Data', () => {
  it('downloads the server’s JSON under the name it gives', async () => {
    const { user } = renderProfile('?tab=account');
    const exported = {
      product: 'Courtside',
      exportedAt: '2026-03-05T10:00:00.000Z',
      user: ME,
      tables: { users: [{ id: ME.id }] },
    };
    const get = answer('get', '/users/:id/export', () =>
      HttpResponse.json(exported, {
        headers: { 'Content-Disposition': 'attachment; filename="courtside-data-2026-03-05.json"' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText(PROFILE_MESSAGES.dataExported)).toBeInTheDocument();
    expect(get[0]!.path).toBe(`/api/users/${ME.id}/export`);
    expect(downloads[0]!.name).toBe('courtside-data-2026-03-05.json');
    expect(JSON.parse(await downloads[0]!.text)).toEqual(exported);
  });

  it('says why it could not', async () => {
    const { user } = renderProfile('?tab=account');
    answer('get', '/users/:id/export', () => fail(429, { message: 'Too many requests' }));
    await user.click(await screen.findByRole('button', { name: 'Export My Data' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

describe('Delete Account', () => {
  it('asks for the password, deletes, signs out and goes home', async () => {
    const { user, router } = renderProfile('?tab=account');
    const remove = answer('delete', '/users/:id', () =>
      okMessage(PROFILE_MESSAGES.deletionSubmitted),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const modal = await dialog();
    expect(within(modal).queryByLabelText('Authentication code')).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    expect(within(modal).getByText('Password is required')).toBeVisible();
    expect(remove).toHaveLength(0);
    await user.type(within(modal).getByLabelText('Password'), 'Old$Pass123');
    await user.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText(PROFILE_MESSAGES.deletionSubmitted)).toBeInTheDocument();
    expect(remove[0]!.body).toEqual({ password: 'Old$Pass123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
  });

  it('asks for a code too while two-factor is on, and shows a refusal', async () => {
    const { user, router } = renderProfile('?tab=account', {
      user: me({ twoFactorEnabled: true, role: 'organizer' }),
    });
    const refusal = PROFILE_MESSAGES.organizerHasTournament('Spring Slam');
    const remove = answer('delete', '/users/:id', () =>
      fail(409, { message: refusal, code: 'CONFLICT' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Password'), 'Old$Pass123');
    await user.type(within(modal).getByLabelText('Authentication code'), '123456');
    await user.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(refusal);
    expect(remove[0]!.body).toEqual({ password: 'Old$Pass123', code: '123456' });
    expect(router.state.location.pathname).toBe('/app/profile');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('puts a wrong password on its field', async () => {
    const { user } = renderProfile('?tab=account');
    answer('delete', '/users/:id', () =>
      fail(422, {
        message: PROFILE_MESSAGES.passwordWrong,
        errors: { password: [PROFILE_MESSAGES.passwordWrong] },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Password'), 'nope');
    await user.click(within(modal).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText('Password')).toHaveAccessibleDescription(
        PROFILE_MESSAGES.passwordWrong,
      ),
    );
  });
});
