import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { STRONG_PASSWORD, uniqueEmail } from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Signs up with these request headers: the account's stored language and its mail's subject. */
async function signUp(headers: Record<string, string>) {
  const email = uniqueEmail('lang');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Lena Lang', email, password: STRONG_PASSWORD },
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  const [mail] = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const preferences = (user!.settings as { preferences?: { language?: string } }).preferences;
  return { language: preferences?.language ?? 'en', mail: mail! };
}

// Issue 29: a new account speaks the visitor's language, its verification mail already.
describe('the language of a new account', () => {
  it('is the lang cookie when it is one of ours', async () => {
    const { language, mail } = await signUp({ cookie: 'lang=de', 'accept-language': 'fr' });
    expect(language).toBe('de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Courtside');
    expect(mail.text).toMatch(/^Hallo Lena Lang,\n\nWillkommen bei Courtside!/);
  });

  it("else the browser's Accept-Language, else English", async () => {
    const spanish = await signUp({ cookie: 'lang=xx', 'accept-language': 'it, es-MX;q=0.8' });
    expect(spanish.language).toBe('es');
    expect(spanish.mail.subject).toBe('Verifica tu dirección de correo de Courtside');
    const english = await signUp({ 'accept-language': 'it' });
    expect(english.language).toBe('en');
    expect(english.mail.subject).toBe('Verify your Courtside email address');
  });
});
