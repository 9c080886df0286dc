import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type AliasOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { catalogues } from './vite-catalogues';
// By path: Node loads this config after bundling only its relative imports, and the shared
// package's own entry points are TypeScript, which Node 20 cannot load.
// eslint-disable-next-line boundaries/import-boundaries
import * as locales from '../../packages/shared/src/i18n/locales';
// eslint-disable-next-line boundaries/import-boundaries
import { WEB_BOOT_SCRIPT } from '../../packages/shared/src/web-boot-script';

/**
 * `@` is src. React Router's package exports point only at its development build (dev-only
 * checks and warnings); the build takes its production build, as its own docs allow, which
 * every page's entry carries (docs/decisions/013, page budget). Vitest keeps its own config.
 */
const alias: AliasOptions = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  {
    find: /^react-router$/,
    replacement: join(
      dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

const { localeOfPath, LOCALES, LOCALIZED_PAGES, localizedPath, withoutLocale } = locales;

/**
 * The public pages the build renders to HTML, and their files: index.html (the landing page)
 * is also the file the server sends for every other page address; the others it sends for
 * their own address only (`.vite/prerendered.json`, read by the server's web-app plugin).
 */
const PRERENDERED_PAGES: Record<string, string> = Object.fromEntries(
  LOCALES.flatMap((locale) =>
    LOCALIZED_PAGES.map((page) => {
      const path = localizedPath(page, locale);
      return [
        path,
        path === '/' ? 'index.html' : `${path.slice(1)}${page === '/' ? '/index' : ''}.html`,
      ];
    }),
  ),
);

/**
 * A localized page's other languages, for search engines:
 * `<link rel="alternate" hreflang="de" href="/de/pricing">`, the English page as x-default.
 */
function alternateLinks(path: string): string {
  const page = withoutLocale(path);
  return [
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${localizedPath(page, locale)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${page}">`,
  ].join('');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface RenderedPage {
  html: string;
  title: string | null;
  description: string | null;
}

/** Renders `paths` with the app's own components (src/app/prerender.tsx), in Node. */
async function renderPages(webRoot: string, paths: string[]): Promise<Map<string, RenderedPage>> {
  // Inside the workspace, so the rendered module finds react and the rest in node_modules.
  const cache = join(webRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'prerender-'));
  try {
    await build({
      configFile: false,
      root: webRoot,
      logLevel: 'warn',
      plugins: [react(), catalogues(webRoot, { inline: true })],
      resolve: { alias },
      // The shared package is TypeScript source: bundle it rather than import it at run time.
      ssr: { noExternal: ['@courtside/shared'] },
      build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, minify: false },
    });
    const entry = pathToFileURL(join(outDir, 'prerender.js')).href;
    const { renderPageWithTitle } = (await import(entry)) as {
      renderPageWithTitle: (url: string) => Promise<RenderedPage>;
    };
    const pages = new Map<string, RenderedPage>();
    for (const path of paths) pages.set(path, await renderPageWithTitle(path));
    return pages;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes each page of PRERENDERED_PAGES, rendered, into a copy of dist/index.html (so it paints
 * before any JavaScript arrives; main.tsx hydrates it), and hands the stylesheet and the start
 * of the app's code to the boot script (packages/shared/src/web-boot-script.ts), inline and
 * first in <head>: on a slow link nothing but the HTML itself stands between the visitor and a
 * first paint.
 */
async function prerender(outDir: string, webRoot: string): Promise<void> {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entryTag) throw new Error('prerender: no module script in index.html');
  const styleTags = [
    ...template.matchAll(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g),
  ];
  if (styleTags.length !== 1) throw new Error('prerender: expected one stylesheet in index.html');
  const [styleTag, styles] = styleTags[0]!;
  // Vite's preload list of the entry's imports: the boot script adds it, when the page allows.
  const preloadTags = [
    ...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  const preload = [entryTag[1], ...preloadTags.map((tag) => tag[1])].join(' ');
  const pages = await renderPages(webRoot, Object.keys(PRERENDERED_PAGES));
  for (const [path, { html: markup, title, description }] of pages) {
    let withPage = template
      // The page's own title (useDocumentTitle), so the tab and a link preview name it.
      .replace(/<title>[^<]*<\/title>/, (kept) =>
        title ? `<title>${escapeHtml(title)}</title>` : kept,
      )
      // And its own description, in its language.
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (kept, open: string, close: string) =>
          description ? `${open}${escapeHtml(description).replace(/"/g, '&quot;')}${close}` : kept,
      )
      .replace(
        '<html lang="en">',
        `<html lang="${localeOfPath(path) ?? 'en'}" data-prerendered="${path}" data-entry="${entryTag[1]}" data-preload="${preload}" data-styles="${styles}">`,
      )
      .replace('</title>', () => `</title>${alternateLinks(path)}`)
      // First in <head>: it must run before anything paints. It preloads and runs the entry,
      // and adds the stylesheet.
      .replace(entryTag[0], `<script>${WEB_BOOT_SCRIPT}</script>`)
      .replace(styleTag, '')
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
    for (const [tag] of preloadTags) withPage = withPage.replace(tag, '');
    if (!withPage.includes(markup) || !withPage.includes('data-prerendered')) {
      throw new Error('prerender: index.html no longer has the expected <html> or #root');
    }
    const file = join(outDir, PRERENDERED_PAGES[path]!);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withPage);
  }
  writeFileSync(join(outDir, '.vite', 'prerendered.json'), JSON.stringify(PRERENDERED_PAGES));
}

/**
 * Writes .br and .gz siblings of the text files in dist, which the server sends
 * (@fastify/static preCompressed) to browsers that accept them: compressed once
 * at build time at the best ratio, instead of on every request or not at all.
 */
function precompress(outDir: string): void {
  const isText = /\.(js|css|html|svg|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  for (const file of walk(outDir).filter((f) => isText.test(f))) {
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/**
 * After the production build: prerender the landing page, then precompress
 * (in that order, so index.html's .gz and .br hold the prerendered page).
 * Skipped in mode `budget` (the bundle budget test: bytes only, no files to serve).
 */
function finishBuild(): Plugin {
  let webRoot = '';
  return {
    name: 'courtside-finish-build',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'budget' && !env.isSsrBuild,
    configResolved(config) {
      webRoot = config.root;
    },
    async writeBundle(options) {
      await prerender(options.dir!, webRoot);
      precompress(options.dir!);
    },
  };
}

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    catalogues(fileURLToPath(new URL('.', import.meta.url))),
    finishBuild(),
  ],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/ws': { target: API_TARGET, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
    // The manifest maps each source module to its chunk: bench/bundle.mjs reads it.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill cost every page bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file, as Rollup does: React and the
        // rest were split into five small files, which compress worse apart (about 1.5 KB).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        // Chunk files named by their hash alone: every import and preload list repeats the
        // names, and readable ones cost each public page about 0.9 KB (decision 013). The
        // manifest still maps each source module to its file. Seven characters, the fewest
        // rolldown allows for this many chunks, save each public page about 0.2 KB over eight.
        chunkFileNames: 'assets/[hash:7].js',
      },
    },
  },
});
