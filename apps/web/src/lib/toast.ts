/**
 * Toasts from code the public pages load (docs/decisions/013): react-hot-toast
 * is fetched with the first toast, not with the page. The app layer mounts its
 * Toaster once toasts are wanted (`subscribeToToasts`), and the toasts shown
 * before it arrives wait in react-hot-toast's store. The signed-in screens,
 * whose code loads it anyway, call react-hot-toast directly.
 */
type ToastKind = 'success' | 'error';

let isWanted = false;
const listeners = new Set<() => void>();

/** From now on the page needs the Toaster (the signed-in area does from the start). */
export function wantToasts(): void {
  if (isWanted) return;
  isWanted = true;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether the Toaster should be mounted. */
export const areToastsWanted = (): boolean => isWanted;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; it appears once react-hot-toast has arrived (at once after the first). */
export function showToast(kind: ToastKind, message: string): void {
  wantToasts();
  import('react-hot-toast').then(
    ({ default: toast }) => toast[kind](message),
    (error: unknown) => console.error('Could not show a notification', message, error),
  );
}
