import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@courtside/shared/api/contact';
import { MESSAGES } from '@courtside/shared/validation/auth';
import { answer, fail, okMessage } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { ContactForm } from './contact-form';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Robin Kitchenline');
  await user.type(screen.getByLabelText('Email'), 'robin@example.com');
  await user.selectOptions(screen.getByLabelText('Type of inquiry'), 'billing');
  await user.type(screen.getByLabelText('Subject'), 'Invoices for the club');
  await user.type(screen.getByLabelText('Message'), 'Can we pay Pro by invoice?');
}

describe('ContactForm', () => {
  it('requires every field and a valid email, sending nothing until they are right', async () => {
    const user = userEvent.setup();
    const post = answer('post', '/contact');
    renderRoute(<ContactForm />, { path: '/contact' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeVisible();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveLength(0);
  });

  it('posts the message, shows the success toast and empties the form', async () => {
    const user = userEvent.setup();
    const post = answer('post', '/contact', () => okMessage('ok'));
    renderRoute(<ContactForm />, { path: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      name: 'Robin Kitchenline',
      email: 'robin@example.com',
      type: 'billing',
      subject: 'Invoices for the club',
      message: 'Can we pay Pro by invoice?',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('shows the failure toast and the reason when sending fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    answer('post', '/contact', () => fail(429, { message: 'Slow down', code: 'RATE_LIMITED' }));
    renderRoute(<ContactForm />, { path: '/contact' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment before trying again.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Invoices for the club');
  });
});
