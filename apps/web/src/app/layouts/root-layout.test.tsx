import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { ContentArea } from './content-area';
import { RootLayout } from './root-layout';

function Broken(): never {
  throw new Error('render failed');
}

function Layout() {
  return (
    <div>
      <nav aria-label="Site">
        <Link to="/broken">Broken</Link> <Link to="/fine">Fine</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          {
            Component: Layout,
            children: [
              {
                Component: ContentArea,
                children: [
                  { path: 'broken', Component: Broken },
                  { path: 'fine', element: <h1>Fine page</h1> },
                  { path: 'app/home', element: <h1>App home</h1> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('every page', () => {
  it('shows a page that fails inside its layout, and the next page normally', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent("This page couldn't be shown");
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fine' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // First: the module remembers that toasts are wanted.
  it('loads the toasts of a public page with its first one', async () => {
    renderAt('/fine');
    showToast('success', "Message sent successfully! We'll get back to you soon.");
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
  });

  it('shows the toasts the signed-in screens raise directly', async () => {
    renderAt('/app/home');
    await screen.findByRole('heading', { name: 'App home' });
    toast.success('Tournament created');
    expect(await screen.findByText('Tournament created')).toBeInTheDocument();
  });
});
