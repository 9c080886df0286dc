import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ToastHost from './toast-host';

afterEach(() => {
  act(() => toast.remove());
});

/** The fixed layer react-hot-toast draws its toasts in. */
const toastLayer = (message: string) => {
  let element: HTMLElement | null = screen.getByText(message);
  while (element && element.style.position !== 'fixed') element = element.parentElement;
  return element!;
};

describe('ToastHost', () => {
  it('puts signed-in toasts top-right below the header, clear of the user menu', async () => {
    render(
      <MemoryRouter initialEntries={['/app/tournaments']}>
        <ToastHost />
      </MemoryRouter>,
    );
    act(() => void toast.success('Tournament created successfully'));
    const layer = toastLayer(
      await screen.findByText('Tournament created successfully').then((e) => e.textContent!),
    );
    expect(layer.style.top).toBe('76px');
  });

  it('keeps the public pages’ toasts at the default place', async () => {
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <ToastHost />
      </MemoryRouter>,
    );
    act(() => void toast.success('Message sent'));
    await screen.findByText('Message sent');
    expect(toastLayer('Message sent').style.top).toBe('16px');
  });
});
