/**
 * Telling a new deploy from a lost connection when a route's code chunk fails
 * to load. After a deploy the hashed chunk names of the open page no longer
 * exist: only a reload (new index.html, new names) helps. Offline, a reload
 * would show the browser's error page instead of ours, so we don't.
 */

/** What browsers say when a dynamic import fails (Chromium, Firefox, Safari; Vite's CSS preload). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** sessionStorage key: when this tab last reloaded itself for a new deploy. */
export const RELOAD_KEY = 'courtside:chunk-reload-at';

/** At most one automatic reload per tab in this window, so a broken deploy can't loop. */
export const RELOAD_GUARD_MS = 5 * 60_000;

export interface DeployCheckDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  isOnline: () => boolean;
}

export const browserDeps = (): DeployCheckDeps => ({
  fetch: (...args) => fetch(...args),
  storage: sessionStorage,
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
});

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** The chunk's address, which Chromium and Firefox put in the message. */
export function chunkUrlOf(error: Error): string | undefined {
  return /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(error.message)?.[1];
}

/**
 * Whether the chunk is gone from the server: a 404 (or 410), or a page where
 * JavaScript should be (our server answers unknown paths with index.html).
 * No answer at all means offline or server down: not a deploy.
 */
export async function isChunkGone(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
    if (!response.ok) return response.status === 404 || response.status === 410;
    return (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

/**
 * Decides whether a failed chunk load should reload the page, and if so
 * records the reload so the next failure within RELOAD_GUARD_MS does not.
 */
export async function claimReloadForNewDeploy(
  error: unknown,
  deps: DeployCheckDeps,
): Promise<boolean> {
  if (!isChunkLoadError(error) || !deps.isOnline()) return false;
  const last = Number(deps.storage.getItem(RELOAD_KEY) ?? 0);
  if (deps.now() - last < RELOAD_GUARD_MS) return false;
  const url = chunkUrlOf(error);
  if (url && !(await isChunkGone(url, deps.fetch))) return false;
  deps.storage.setItem(RELOAD_KEY, String(deps.now()));
  return true;
}
