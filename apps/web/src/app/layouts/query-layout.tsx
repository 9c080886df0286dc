import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { AppProviders, createQueryClient } from '../providers';

/** One cache for the session: leaving the signed-in area and coming back keeps it. */
const queryClient = createQueryClient();

/**
 * The screens that read through TanStack Query (the signed-in app, the dev
 * mailbox) sit under this layout, a chunk of its own: the public pages never
 * load the query library (docs/decisions/013). A client provided further up
 * (a test's) is used as it is.
 */
export default function QueryLayout() {
  const hasClient = useContext(QueryClientContext) !== undefined;
  return hasClient ? (
    <Outlet />
  ) : (
    <AppProviders client={queryClient}>
      <Outlet />
    </AppProviders>
  );
}
