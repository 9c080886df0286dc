import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, outboxEmails } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'help@courtside.test' });
});
afterAll(() => t.close());

const valid = {
  name: 'Robin <b>Kitchen</b>',
  email: 'Robin@Example.com',
  subject: 'League for 40 players',
  message: 'Can Courtside run a weekly ladder?',
  type: 'tournament',
};

const send = (payload: object, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message and mails support with the sender as reply-to', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Message sent successfully! We'll get back to you soon.",
    });
    const [stored] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'robin@example.com'));
    expect(stored).toMatchObject({ name: 'Robin Kitchen', type: 'tournament' });
    const [mail] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'help@courtside.test'));
    expect(mail).toMatchObject({
      replyTo: '"Robin Kitchen" <robin@example.com>',
      subject: '[Contact: tournament] League for 40 players',
    });
  });

  it('422 with a message per missing field', async () => {
    const response = await send({ email: 'nope', type: 'spam' }, '10.9.0.2');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
    expect(response.json().errors.type).toBeDefined();
  });

  it('allows 5 messages an hour per IP', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await send(valid, '10.9.0.3')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
