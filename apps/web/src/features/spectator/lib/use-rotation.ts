import { useEffect, useState } from 'react';

/** How long TV mode shows one page before it turns to the next. */
export const TV_PAGE_MS = 12_000;

/**
 * TV mode's rotation: which of `count` pages to show now, turning every TV_PAGE_MS and back to
 * the first after the last (a TV at the venue has no one to scroll it). One page never turns.
 */
export function useRotation(count: number): number {
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % count), TV_PAGE_MS);
    return () => clearInterval(timer);
  }, [count]);
  return count < 2 ? 0 : page % count;
}
