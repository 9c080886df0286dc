import { useSyncExternalStore } from 'react';

/** How many page chunks are on their way; the signed-in shell shows a bar meanwhile. */
let loadingCount = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Counts `loading` as a page on its way until it settles. */
export function trackPageLoad<T>(loading: Promise<T>): Promise<T> {
  loadingCount += 1;
  notify();
  return loading.finally(() => {
    loadingCount -= 1;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a page's code is loading (the next page of a navigation, say). */
export function useIsPageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loadingCount > 0,
    () => false,
  );
}
