import { lazy, Suspense, useEffect, useState } from 'react';

const CourtAnimation = lazy(() => import('./court-animation'));

/**
 * Mounts the overlay once the browser is idle after the first paint: it is
 * decoration, so its code must never hold up the text a visitor came for.
 */
export function DeferredCourtAnimation() {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    const ready = () => setIsReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(ready, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(ready, 300);
    return () => clearTimeout(id);
  }, []);

  if (!isReady) return null;
  return (
    <Suspense fallback={null}>
      <CourtAnimation />
    </Suspense>
  );
}
