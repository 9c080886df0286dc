import { lazy, useEffect, useState, type ComponentType, type JSX } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageFallback } from '@/app/layouts/page-fallback';
import { browserDeps, claimReloadForNewDeploy, type DeployCheckDeps } from './new-deploy';
import { trackPageLoad } from './page-loading';
import { i18n } from '@/lib/i18n';

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
      title={i18n.t("This page couldn't load")}
      text={
        isOffline
          ? i18n.t('You seem to be offline. Check your connection and try again.')
          : i18n.t('Part of the app did not arrive. Check your connection and try again.')
      }
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

/**
 * The page to render when a chunk failed: an error with Retry that fetches the
 * chunk again and, once it arrives, renders the real page in place. (A page
 * keeps what its first load gave, so the retry lives here.)
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

/** A route's page whose code is fetched the first time it renders, or earlier with `preload`. */
export interface LazyPage {
  (): JSX.Element;
  /** Starts fetching the page's code (once; later calls return the same promise). */
  preload: () => Promise<ComponentType>;
}

/** The page's component: the real one, or the error page when its chunk could not be had. */
async function loadPage(load: Loader, getDeps: () => LazyPageDeps): Promise<ComponentType> {
  try {
    return (await load()).default;
  } catch {
    await wait(getDeps().retryDelayMs);
  }
  try {
    return (await load()).default;
  } catch (error) {
    console.error('Failed to load a page chunk', error);
    const deps = getDeps();
    const isNewDeploy = await claimReloadForNewDeploy(error, deps);
    return chunkErrorPage(load, deps, isNewDeploy);
  }
}

/**
 * A route's `Component`: each page is its own chunk, fetched when the page
 * first renders (it suspends meanwhile) or when `preload` is called (the router
 * preloads every level of the matched route at once, so they arrive in
 * parallel). A chunk that fails is tried once more; if the failure looks like
 * a new deploy (the hashed chunk is gone) the page reloads, at most once per
 * RELOAD_GUARD_MS; otherwise the route renders an error with Retry where the
 * page would be, so the layout and its navigation stay.
 */
export function lazyPage(load: Loader, deps?: LazyPageDeps): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // The browser's deps are read only when a load fails: the build renders pages outside a browser.
  const getDeps = () => (deps ??= defaultDeps());
  const preload = () => {
    loading ??= trackPageLoad(loadPage(load, getDeps)).then((Page) => (Loaded = Page));
    return loading;
  };
  // Suspends until the code is here; once it is (preloaded, say), the page renders at once.
  const Pending = lazy(async () => ({ default: await preload() }));
  function Page() {
    return Loaded ? <Loaded /> : <Pending />;
  }
  return Object.assign(Page, { preload });
}
