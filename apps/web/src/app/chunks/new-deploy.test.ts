import { describe, expect, it } from 'vitest';
import {
  chunkUrlOf,
  claimReloadForNewDeploy,
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  type DeployCheckDeps,
} from './new-deploy';

const CHUNK = 'https://courtside.example/assets/dashboard-B3x9QaZ1.js';
const chromium = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const safari = new TypeError('Importing a module script failed.');

/** Deps whose HEAD probe of the chunk answers `probe`. */
function deps(probe: Response | 'offline', options: { isOnline?: boolean; now?: number } = {}) {
  const stored = new Map<string, string>();
  const probed: string[] = [];
  const fake: DeployCheckDeps = {
    fetch: (input) => {
      probed.push(String(input));
      return probe === 'offline'
        ? Promise.reject(new TypeError('fetch failed'))
        : Promise.resolve(probe);
    },
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    now: () => options.now ?? 1_000_000_000,
    isOnline: () => options.isOnline ?? true,
  };
  return { fake, stored, probed };
}

const js = () => new Response('', { headers: { 'content-type': 'text/javascript' } });
const html = () => new Response('', { headers: { 'content-type': 'text/html' } });

describe('reload for a new deploy', () => {
  it('reads the chunk address from the message', () => {
    expect(chunkUrlOf(chromium)).toBe(CHUNK);
    expect(chunkUrlOf(safari)).toBeUndefined();
  });

  it.each([
    ['the chunk is a 404', new Response('', { status: 404 }), chromium, true],
    ['the server answers with the page instead of the chunk', html(), chromium, true],
    ['the chunk is there (a blip)', js(), chromium, false],
    ['the server is unreachable', 'offline' as const, chromium, false],
    ['a 500 on the chunk', new Response('', { status: 500 }), chromium, false],
    ['no address to check, while online', js(), safari, true],
    ['not a chunk error at all', new Response('', { status: 404 }), new Error('boom'), false],
  ])('%s: reload = %s', async (_case, probe, error, expected) => {
    const { fake, stored } = deps(probe);
    expect(await claimReloadForNewDeploy(error, fake)).toBe(expected);
    expect(stored.has(RELOAD_KEY)).toBe(expected);
  });

  it('never reloads while the browser is offline', async () => {
    const { fake, probed } = deps(new Response('', { status: 404 }), { isOnline: false });
    expect(await claimReloadForNewDeploy(chromium, fake)).toBe(false);
    expect(probed).toEqual([]);
  });

  it('reloads once: a second failure soon after does not reload again (no loop)', async () => {
    const { fake, stored } = deps(new Response('', { status: 404 }));
    expect(await claimReloadForNewDeploy(chromium, fake)).toBe(true);
    expect(await claimReloadForNewDeploy(chromium, fake)).toBe(false);
    // Much later (another deploy), the tab may reload again.
    const later = { ...fake, now: () => Number(stored.get(RELOAD_KEY)) + RELOAD_GUARD_MS + 1 };
    expect(await claimReloadForNewDeploy(chromium, later)).toBe(true);
  });
});
