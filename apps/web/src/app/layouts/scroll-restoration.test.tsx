import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/other">Other</Link> <Link to="/long#features">Features</Link>
      <section id="features">Features</section>
    </main>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
          </>
        ),
        children: [
          { path: '/long', element: <Page title="Long page" /> },
          { path: '/other', element: <Page title="Other page" /> },
        ],
      },
    ],
    { initialEntries: ['/long'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

/** The reader scrolls the page to `y`. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('scroll position across client-side navigations', () => {
  it('starts a new page at the top and returns to where the last one was left on Back', async () => {
    const router = renderPages();
    scrollPageTo(640);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Other' }));
    await screen.findByRole('heading', { name: 'Other page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(0);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Long page' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the section a link names', async () => {
    renderPages();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Features' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'features');
  });
});
