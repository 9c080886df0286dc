import { expect, test } from '../support/test';
import { latestMail, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// Issue 29: a browser set to Spanish signs up, reads the mail and the app in Spanish.
test.use({ locale: 'es-ES' });

test('a Spanish visitor signs up, gets the mail in Spanish and uses the app in Spanish', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('jugadora');
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  await page.getByLabel('Nombre completo').fill('Lucía Cocina');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByRole('radio', { name: /Organizador/ }).check();
  await page.getByLabel(/^Contraseña$/).fill(STRONG_PASSWORD);
  await page.getByLabel(/^Confirmar contraseña/).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The verification mail is in the language the visitor signed up in.
  const mail = await latestMail(request, email, /Courtside/);
  expect(mail.subject).toBe('Verifica tu dirección de correo de Courtside');
  const link = new URL(mail.links.find((address) => address.includes('verify-email'))!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: '¡Correo verificado!' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña$/).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('¡Hola de nuevo, Lucía Cocina!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test('a German reader gets the mail in German', async ({ playwright, baseURL }) => {
  const german = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
  });
  const email = uniqueEmail('spielerin');
  const response = await german.post('/api/auth/register', {
    data: { name: 'Greta Netz', email, password: STRONG_PASSWORD, role: 'player' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const mail = await latestMail(german, email, /Courtside/);
  expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Courtside');
  await german.dispose();
});
