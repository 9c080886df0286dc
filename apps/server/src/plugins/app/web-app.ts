import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** apps/web/dist, found from src/plugins/app (dev, tests) or dist/ (built server). */
function findWebDist(configured?: string): string | null {
  if (configured) return existsSync(join(configured, 'index.html')) ? resolve(configured) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return null;
}

const notFoundBody = { message: 'Route not found', code: 'NOT_FOUND' };

/**
 * Serves the built SPA: hashed files under /assets cached for a year,
 * everything else revalidated, and index.html for any non-API path so client
 * routes load directly. API paths that match nothing get a JSON 404.
 */
export const webAppPlugin = fp(async function webAppPlugin(app: FastifyInstance) {
  const root = findWebDist(app.config.WEB_DIST_DIR);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The web build writes .br and .gz next to each text file; send those when accepted.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.startsWith(join(root, 'assets'));
        void res.header(
          'Cache-Control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/ws');
    // A missing hashed file (an old deploy's chunk) is a 404, not the app's page: the web app
    // then knows a new version is out and reloads once (apps/web/src/app/chunks).
    const isAsset = path.startsWith('/assets/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (root && !isApi && !isAsset && wantsPage) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', root);
    }
    return reply.status(404).send(notFoundBody);
  });
});
