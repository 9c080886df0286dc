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

/** The signed-in shell's sticky header (h-16) and a gap: toasts start below it. */
const BELOW_APP_HEADER_PX = 64 + 12;

/**
 * The toasts: top-right in the signed-in area, below the header so they never
 * cover the user menu; top-center elsewhere. Its own chunk, loaded by
 * RootLayout once a toast is wanted (lib/toast.ts).
 */
export default function ToastHost() {
  const { pathname } = useLocation();
  const isApp = pathname.startsWith('/app');
  useToastLimit();
  return (
    <Toaster
      position={isApp ? 'top-right' : 'top-center'}
      containerStyle={isApp ? { top: BELOW_APP_HEADER_PX } : undefined}
      toastOptions={{ duration: TOAST_DURATION_MS, style: { maxWidth: 350 } }}
    />
  );
}
