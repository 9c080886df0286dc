import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';

/** Shows where the router went, and the navigation state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/**
 * Renders `element` at `path` inside a memory router with a fresh query
 * client (returned, to read what the screen has received); every other path
 * renders a LocationProbe.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    url = path,
    state,
    routes = [],
  }: { path: string; url?: string; state?: unknown; routes?: RouteObject[] },
) {
  const router = createMemoryRouter(
    [{ path, element }, ...routes, { path: '*', element: <LocationProbe /> }],
    {
      initialEntries: [
        {
          pathname: url.split('?')[0]!,
          search: url.includes('?') ? `?${url.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
