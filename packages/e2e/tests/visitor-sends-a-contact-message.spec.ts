import { expect, test } from '../support/test';

const SUPPORT_EMAIL = 'support@courtside.local';

test('the contact form checks every field, sends, and the message reaches support', async ({
  page,
  request,
}) => {
  const subject = `Invoices for our club ${Date.now().toString(36)}`;
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });

  await send.click();
  for (const message of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Email', { exact: true }).fill('robin@not-an-address');
  await page.getByLabel('Email', { exact: true }).blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Robin Kitchenline');
  await page.getByLabel('Email', { exact: true }).fill('robin@example.test');
  await page.getByLabel('Type of inquiry', { exact: true }).selectOption('billing');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Can we pay for Pro by invoice, please?');
  await send.click();

  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
      const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
      return data.find((mail) => mail.subject.includes(subject));
    })
    .toMatchObject({
      subject: `[Contact: billing] ${subject}`,
      text: expect.stringContaining('Can we pay for Pro by invoice, please?'),
    });
});
