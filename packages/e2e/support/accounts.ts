import { expect, type APIRequestContext } from '@playwright/test';

export const STRONG_PASSWORD = 'Court$ide2026';

let counter = 0;
/** A unique email per call, so journeys can run in parallel on one database. */
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`;
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `to` whose subject matches, read from the dev outbox. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: OutboxMail[] };
      found = body.data.find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Registers and verifies an account through the API; returns its credentials. */
export async function createVerifiedUser(
  request: APIRequestContext,
  options: { name?: string; role?: 'player' | 'organizer' } = {},
): Promise<{ name: string; email: string; password: string }> {
  const name = options.name ?? 'Casey Dinkmore';
  const email = uniqueEmail(options.role ?? 'player');
  const register = await request.post('/api/auth/register', {
    data: { name, email, password: STRONG_PASSWORD, role: options.role ?? 'player' },
  });
  expect(register.status()).toBe(201);
  const mail = await latestMail(request, email, /verify/i);
  const link = new URL(mail.links[0]!);
  const verify = await request.get(`/api/auth/verify-email${link.search}`);
  expect(verify.status()).toBe(200);
  return { name, email, password: STRONG_PASSWORD };
}
