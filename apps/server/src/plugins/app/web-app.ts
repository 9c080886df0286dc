import { createHash } from 'node:crypto';
import {
  bestLocale,
  isLocale,
  isLocalizedPage,
  LOCALE_COOKIE,
  localizedPath,
  parseAcceptLanguage,
} from '@courtside/shared/i18n/locales';
import { formatVenueDay } from '@courtside/shared/time/days';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsEncoding } from '../../live/serialized-answers';
import {
  loadPagePreview,
  type TournamentPagePreview,
} from '../../services/tournaments/load-page-preview';

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

const notFoundBody = { message: /*i18n*/ 'Route not found', code: 'NOT_FOUND' };

/** /t/{uuid}: a public tournament's spectator page (issue 11). */
const SPECTATOR_PATH = /^\/t\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as it may stand inside an attribute or element of the page. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Spec section 9's display date, 'MMM dd, yyyy': a calendar day reads the same everywhere. */
const displayDate = (day: string) => formatVenueDay(day) ?? day;

/** The preview tags of a public tournament's page: its name, its dates and place. */
export function spectatorMetaTags(t: TournamentPagePreview, url: string): string {
  const start = displayDate(t.startDate);
  const end = t.endDate ? displayDate(t.endDate) : null;
  const when = end && end !== start ? `${start} – ${end}` : start;
  const description = [when, t.location].filter(Boolean).join(' · ');
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Courtside'],
    ['property', 'og:title', t.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', t.name],
    ['name', 'twitter:description', description],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}">`)
    .join('');
}

/**
 * The pages the web build rendered to HTML files of their own (apps/web/vite.config.ts), by
 * address: '/pricing' -> 'pricing.html'. index.html, the landing page, is every other page's.
 */
async function prerenderedPages(root: string): Promise<Map<string, string>> {
  try {
    const pages = JSON.parse(
      await readFile(join(root, '.vite', 'prerendered.json'), 'utf8'),
    ) as Record<string, string>;
    return new Map(
      Object.entries(pages).filter(
        ([, file]) => /^([a-z]{2}\/)?[\w-]+\.html$/.test(file) && file !== 'index.html',
      ),
    );
  } catch {
    return new Map();
  }
}

/** One cookie's value from a Cookie header (only the web app's own `lang` is read here). */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** An HTML page of the build, held in memory with the build's precompressed siblings. */
interface Page {
  html: string;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Weak: the br and gzip bodies are the same page (Vary: Accept-Encoding). */
  etag: string;
}

async function readPage(root: string, file: string): Promise<Page | null> {
  const path = join(root, file);
  const body = await readFile(path).catch(() => null);
  if (!body) return null;
  const sibling = (suffix: string) => readFile(`${path}${suffix}`).catch(() => null);
  return {
    html: body.toString('utf8'),
    body,
    br: await sibling('.br'),
    gzip: await sibling('.gz'),
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * A page from memory (decision 022: read once at start, where @fastify/static read and
 * streamed the file on every request; a new build is a new start): revalidated on every use
 * (no-cache, a 304 for its ETag), brotli or gzip when accepted.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, byLanguage = false) {
  void reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', byLanguage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'];
  if (page.br && acceptsEncoding(accepted, 'br')) {
    return reply.header('Content-Encoding', 'br').send(page.br);
  }
  if (page.gzip && acceptsEncoding(accepted, 'gzip')) {
    return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.body);
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year,
 * everything else revalidated, and index.html for any non-API path so client
 * routes load directly. API paths that match nothing get a JSON 404.
 */
export const webAppPlugin = fp(async function webAppPlugin(app: FastifyInstance) {
  const root = findWebDist(app.config.WEB_DIST_DIR);
  const index = root ? await readPage(root, 'index.html') : null;
  // The prerendered pages by address, and by their file's own address ('/pricing.html').
  const pages = new Map<string, Page>();
  for (const [path, file] of root ? await prerenderedPages(root) : []) {
    const page = await readPage(root!, file);
    if (page) for (const address of [path, `/${file}`]) pages.set(address, page);
  }

  /**
   * index.html with Open Graph and Twitter tags for /t/{id} of a public tournament, so a
   * shared link previews with its name, dates and place; null for anything else (unknown,
   * not public), which gets the plain page and so learns nothing.
   */
  const spectatorPage = async (path: string): Promise<string | null> => {
    const id = SPECTATOR_PATH.exec(path)?.[1];
    if (!id || !index) return null;
    const preview = await loadPagePreview(app.db, id);
    if (!preview) return null;
    const html = index.html;
    const url = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/t/${id.toLowerCase()}`;
    const tags = spectatorMetaTags(preview, url);
    return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : null;
  };
  if (root) {
    // The files beside index.html, a route each; the web build writes .br and .gz next to each
    // text file, sent when accepted and found beside the file they compress (no routes of their
    // own). Revalidated on every use.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      // The HTML pages are served from memory (`sendPage`), '/' among them.
      index: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz', '**/*.html'],
      setHeaders: (res) => void res.header('Cache-Control', 'no-cache'),
    });
    // The hashed files, cached for a year: one route for all of them, where a route per file
    // cost every start about 0.1 s. A file that is not there is the not-found handler's.
    await app.register(fastifyStatic, {
      root: join(root, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res) => void res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  } else {
    app.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/ws');
    // A missing hashed file (an old deploy's chunk) is a 404, not the app's page: the web app
    // then knows a new version is out and reloads once (apps/web/src/app/chunks).
    const isAsset = path.startsWith('/assets/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (index && !isApi && !isAsset && wantsPage) {
      const withPreview = await spectatorPage(path).catch((error: unknown) => {
        request.log.warn({ err: error }, 'spectator page preview failed');
        return null;
      });
      if (withPreview) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').send(withPreview);
      }
      // A public page's English address, for a visitor who chose another language (the `lang`
      // cookie) or whose browser asks for one first: that language's address (issue 29).
      if (isLocalizedPage(path)) {
        const cookie = cookieOf(request.headers.cookie, LOCALE_COOKIE);
        const locale = isLocale(cookie)
          ? cookie
          : bestLocale(parseAcceptLanguage(request.headers['accept-language']));
        const target = locale ? localizedPath(path, locale) : path;
        if (target !== path && pages.has(target)) {
          const query = request.url.slice(path.length);
          return reply
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'Accept-Language, Cookie')
            .redirect(`${target}${query}`, 302);
        }
      }
      return sendPage(request, reply, pages.get(path) ?? index, isLocalizedPage(path));
    }
    return reply.status(404).send(notFoundBody);
  });
});
