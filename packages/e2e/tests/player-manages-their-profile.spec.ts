import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openAs } from '../support/competition';

/** A real 64x48 PNG (solid colour), built here so the upload is decoded for real by the server. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${name.toLowerCase().replace(' ', '-')}`));
};

test('a player edits their profile and photo, turns on two-factor sign-in, signs in with a code, exports their data and deletes their account', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const player = await createVerifiedUser(request, { name: 'Pia Profile' });
  const page = await openAs(browser, player, '/app/profile');

  // Profile: fields saved and still there after a reload.
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await page.getByLabel('Location').fill('Boulder, CO');
  await page.getByLabel('Bio').fill('Dinks all day.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Boulder, CO');
  await expect(page.getByLabel('Bio')).toHaveValue('Dinks all day.');

  // Photo: a real image, re-encoded by the server and shown from its hashed address.
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(64, 48) });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
  await expect(page.locator('img[src*="/profile-picture/"]').first()).toBeVisible();
  // The header's avatar (the user menu button) shows it too, and still after a reload.
  const headerAvatar = page.getByRole('button', { name: /Pia Profile/ }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/profile-picture\//);
  await expect(headerAvatar).toBeVisible();
  await page.reload();
  await expect(headerAvatar).toHaveAttribute('src', /\/profile-picture\//);
  await expect(headerAvatar).toHaveJSProperty('complete', true);
  expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expectNoAxeViolations(page);

  // Two-factor: set up with the key the dialog shows, confirmed with a code from it.
  await openTab(page, 'Account');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const setup = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await expect(
    setup.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await setup.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await setup.getByLabel('Code from your app').fill(codeFor(secret));
  await setup.getByRole('button', { name: 'Verify and Enable' }).click();
  const enabled = page.getByRole('dialog', { name: 'Two-Factor Authentication Enabled' });
  const codeItems = enabled.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  await enabled.getByRole('button', { name: 'Done' }).click();

  // Signing in now takes the password, then a code (the next step's: each code works once).
  await page.getByRole('button', { name: /Pia Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(player.email);
  await page.getByLabel(/^password$/i).fill(player.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Export My Data: a JSON file named after the product, holding the profile as saved.
  await page.goto('/app/profile?tab=account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export My Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^courtside-.*\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile?: { email?: string; location?: string };
  };
  expect(JSON.stringify(exported)).toContain(player.email);
  expect(JSON.stringify(exported)).toContain('Boulder, CO');
  expect(JSON.stringify(exported)).not.toMatch(/passwordHash|password_hash|"secret"/);

  // Delete Account: the password and a recovery code; signed out, and the account is gone.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await confirm.getByLabel('Password').fill(player.password);
  await confirm.getByLabel('Authentication code').fill(codes[0]!);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deletion request submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const again = await page.request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect(again.status()).toBe(401);
});
