import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@courtside/shared/constants';

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

/**
 * The toasts: top-right in the signed-in area, top-center elsewhere. Its own
 * chunk, loaded by RootLayout once a toast is wanted (lib/toast.ts).
 */
export default function ToastHost() {
  const { pathname } = useLocation();
  useToastLimit();
  return (
    <Toaster
      position={pathname.startsWith('/app') ? 'top-right' : 'top-center'}
      toastOptions={{ duration: TOAST_DURATION_MS, style: { maxWidth: 350 } }}
    />
  );
}
