import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router';
import {
  MOBILE_BREAKPOINT_PX,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
} from '@courtside/shared/constants';

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

/** Below the spec's mobile breakpoint (section 9): a phone. */
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const subscribePhone = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Where the toasts go: top-right below the header in the signed-in area (spec section 2), top
 * centre elsewhere. On a phone a toast is as wide as the screen, so at the top it covers the
 * page's first row (a Back link, a tab): there it sits at the bottom (decision 032).
 */
export function toastPlacement(isApp: boolean, isPhone: boolean) {
  if (isPhone) return { position: 'bottom-center', containerStyle: { bottom: 16 } } as const;
  return isApp
    ? ({ position: 'top-right', containerStyle: { top: BELOW_APP_HEADER_PX } } as const)
    : ({ position: 'top-center', containerStyle: undefined } as const);
}

/**
 * The toasts: top-right in the signed-in area, below the header so they never
 * cover the user menu; top-center elsewhere; at the bottom on a phone. Its own chunk, loaded by
 * RootLayout once a toast is wanted (lib/toast.ts).
 */
export default function ToastHost() {
  const { pathname } = useLocation();
  const isApp = pathname.startsWith('/app');
  const isPhone = useSyncExternalStore(subscribePhone, isPhoneNow, () => false);
  useToastLimit();
  const { position, containerStyle } = toastPlacement(isApp, isPhone);
  return (
    <Toaster
      position={position}
      containerStyle={containerStyle}
      toastOptions={{ duration: TOAST_DURATION_MS, style: { maxWidth: 350 } }}
    />
  );
}
