import { Toaster } from 'react-hot-toast';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@courtside/shared/constants';
import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/** Keeps at most TOAST_MAX_VISIBLE toasts on screen (spec section 9). */
function useToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
}

/** Every page: toasts (top-right in the signed-in area, top-center elsewhere) and scroll restoration. */
export function RootLayout() {
  const { pathname } = useLocation();
  useToastLimit();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster
        position={pathname.startsWith('/app') ? 'top-right' : 'top-center'}
        toastOptions={{ duration: TOAST_DURATION_MS, style: { maxWidth: 350 } }}
      />
    </>
  );
}
