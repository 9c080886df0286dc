import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

/** Where that journey serves the web app: the API's port (E2E_PORT, 3999) plus one. */
const OTHER_ORIGIN_PORT = Number(
  process.env.E2E_OTHER_ORIGIN_PORT ?? Number(process.env.E2E_PORT ?? 3999) + 1,
);
export const OTHER_ORIGIN = `http://127.0.0.1:${OTHER_ORIGIN_PORT}`;

const WEB_ROOT = resolve(import.meta.dirname, '../../../apps/web');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Builds the web app with VITE_API_URL pointing at `apiUrl`, into a new temporary folder. */
async function buildAgainst(apiUrl: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'courtside-other-origin-'));
  await new Promise<void>((done, fail) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: WEB_ROOT,
        env: { ...process.env, VITE_API_URL: apiUrl, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`web build failed (${code}): ${errors}`)),
    );
  });
  return outDir;
}

/** A plain static server for `root`: files as they are, every other path the app's index.html. */
function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/**
 * The web app on a second origin (spec section 1: "It talks to a separate backend API"): built
 * with VITE_API_URL = `apiUrl` and served from OTHER_ORIGIN (in the server's CORS_ORIGIN, see
 * playwright.config.ts) by a server that knows
 * nothing of the API. Built here, not by the config's webServer, so only the journey that needs
 * it pays for the build (about 20 s).
 */
export async function startOtherOrigin(apiUrl: string) {
  const root = await buildAgainst(apiUrl);
  const server = await serveStatic(root, OTHER_ORIGIN_PORT);
  return {
    origin: OTHER_ORIGIN,
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
