import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// A 401 from any call clears the session (in the client) and lands here.
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
