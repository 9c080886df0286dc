import { useEffect, useState, type ComponentType } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageFallback } from '@/app/layouts/page-fallback';
import { browserDeps, claimReloadForNewDeploy, type DeployCheckDeps } from './new-deploy';

type Loader = () => Promise<{ default: ComponentType }>;

export interface LazyPageDeps extends DeployCheckDeps {
  reload: () => void;
  /** Pause before the automatic second try of a failed chunk. */
  retryDelayMs: number;
}

const defaultDeps = (): LazyPageDeps => ({
  ...browserDeps(),
  reload: () => window.location.reload(),
  retryDelayMs: 500,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shown in the content area, inside the layout, when a page's code could not be fetched. */
function ChunkLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const isOffline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <LoadError
      title="This page couldn't load"
      text={
        isOffline
          ? 'You seem to be offline. Check your connection and try again.'
          : 'Part of the app did not arrive. Check your connection and try again.'
      }
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

/**
 * The page to render when a chunk failed: an error with Retry that fetches the
 * chunk again and, once it arrives, renders the real page in place. (The
 * router keeps a route's failed lazy() for good, so the retry lives here.)
 * After a new deploy it reloads instead, once rendered: by then the address
 * is the page the user asked for, so the reload lands there.
 */
function chunkErrorPage(load: Loader, deps: LazyPageDeps, isNewDeploy: boolean): ComponentType {
  let loaded: ComponentType | null = null;
  let shouldReload = isNewDeploy;
  return function ChunkErrorPage() {
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [isRetrying, setIsRetrying] = useState(false);
    const [isReloading] = useState(shouldReload);
    useEffect(() => {
      if (!isReloading) return;
      shouldReload = false;
      deps.reload();
    }, [isReloading]);
    if (isReloading) return <PageFallback />;
    if (Page) return <Page />;
    const retry = async () => {
      setIsRetrying(true);
      try {
        const module = await load();
        loaded = module.default;
        setPage(() => module.default);
      } catch (error) {
        if (await claimReloadForNewDeploy(error, deps)) deps.reload();
        else setIsRetrying(false);
      }
    };
    return <ChunkLoadError onRetry={() => void retry()} isRetrying={isRetrying} />;
  };
}

/**
 * A route's `lazy`: each page is its own chunk. A chunk that fails is tried
 * once more; if the failure looks like a new deploy (the hashed chunk is gone)
 * the page reloads, at most once per RELOAD_GUARD_MS; otherwise the route
 * renders an error with Retry where the page would be, so the layout and its
 * navigation stay.
 */
export function lazyPage(load: Loader, deps: LazyPageDeps = defaultDeps()) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: (await load()).default };
    } catch {
      await wait(deps.retryDelayMs);
    }
    try {
      return { Component: (await load()).default };
    } catch (error) {
      console.error('Failed to load a page chunk', error);
      const isNewDeploy = await claimReloadForNewDeploy(error, deps);
      return { Component: chunkErrorPage(load, deps, isNewDeploy) };
    }
  };
}
