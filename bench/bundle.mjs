// `node bundle.mjs` (after `npm run build`): what each route of the web app costs to download,
// gzipped, from apps/web/dist. A route chunk is recognised by its source map (the route module
// it was built from); its cost is the chunk plus every chunk it imports statically that the
// entry does not already bring. Written to bench/results/bundle.json.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const assets = join(dist, 'assets');
/** The budget for the landing page's own JavaScript, beyond the shared entry. */
const LANDING_BUDGET_KB = 100;

/** Public pages: their layout and page modules (apps/web/src/app/routes.tsx). */
const PUBLIC_PAGES = {
  '/': 'features/marketing/routes/landing',
  '/pricing': 'features/marketing/routes/pricing',
  '/about': 'features/marketing/routes/about',
  '/contact': 'features/marketing/routes/contact',
  '/help': 'features/marketing/routes/help',
  '/privacy': 'features/marketing/routes/privacy',
  '/terms': 'features/marketing/routes/terms',
};
const PUBLIC_LAYOUT = 'app/layouts/public-layout';
/** Code a marketing page must never load: the signed-in app. */
const APP_CODE =
  /src\/(features\/(?!marketing\/)[^/]+\/|app\/layouts\/(app-shell|mobile-drawer|user-menu))/;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const kb = (bytes) => Number((bytes / 1024).toFixed(2));
const chunks = new Map();
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(join(assets, file));
  const text = code.toString('utf8');
  const mapFile = join(assets, `${file}.map`);
  const sources = existsSync(mapFile)
    ? JSON.parse(readFileSync(mapFile, 'utf8')).sources.map((s) => s.replace(/^(\.\.\/)+/, ''))
    : [];
  chunks.set(file, {
    file,
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    sources,
    // The bundler quotes paths with ", ' or ` depending on the statement.
    imports: [...text.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]),
    dynamicImports: [...text.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map(
      (m) => m[1],
    ),
  });
}

/** A chunk and everything it imports statically, transitively. */
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    chunks.get(file).imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}
const sum = (files, key = 'gzip') => [...files].reduce((n, f) => n + chunks.get(f)[key], 0);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFile = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const entry = closure([entryFile]);

/** The chunk built from `module` (a path under apps/web/src, without extension). */
function chunkOf(module) {
  const pattern = new RegExp(`src/${module}\\.tsx?$`);
  return [...chunks.values()].find((c) => c.sources.some((s) => pattern.test(s)))?.file;
}

/** The chunks the entry loads lazily: one per route module (named after it) of the route table. */
const routeChunks = [...new Set([...entry].flatMap((f) => chunks.get(f).dynamicImports))]
  .filter((file) => !entry.has(file))
  .map((file) => {
    const c = chunks.get(file);
    const name = file.replace(/-[\w-]{8}\.js$/, '');
    const module =
      c.sources.find((s) => new RegExp(`/(routes|layouts)/${name}\\.tsx?$`).test(s)) ??
      c.sources.find((s) => new RegExp(`/${name}\\.tsx?$`).test(s));
    const own = [...closure([file])].filter((f) => !entry.has(f));
    return {
      module: (module ?? file).replace(/^.*?src\//, ''),
      chunk: file,
      gzipKB: kb(c.gzip),
      withImportsGzipKB: kb(sum(own)),
    };
  })
  .sort((a, b) => a.module.localeCompare(b.module));

const pages = Object.entries(PUBLIC_PAGES).map(([path, module]) => {
  const files = [...closure([chunkOf(PUBLIC_LAYOUT), chunkOf(module)])].filter(
    (f) => !entry.has(f),
  );
  const appCode = files.flatMap((f) => chunks.get(f).sources.filter((s) => APP_CODE.test(s)));
  const lazy = files.flatMap((f) => chunks.get(f).dynamicImports).filter((f) => !files.includes(f));
  return {
    path,
    ownGzipKB: kb(sum(files)),
    ownRawKB: kb(sum(files, 'bytes')),
    chunks: files.length,
    lazyAfterLoadGzipKB: kb(
      sum([...closure(lazy)].filter((f) => !entry.has(f) && !files.includes(f))),
    ),
    appModules: appCode,
  };
});

const cssGzip = readdirSync(assets)
  .filter((f) => f.endsWith('.css'))
  .reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
const report = {
  date: new Date().toISOString(),
  entry: { chunks: [...entry], gzipKB: kb(sum(entry)), rawKB: kb(sum(entry, 'bytes')) },
  cssGzipKB: kb(cssGzip),
  landingBudgetKB: LANDING_BUDGET_KB,
  pages,
  routeChunks,
};

console.log(
  `entry (loaded by every page): ${report.entry.gzipKB} KB gzipped, ${report.entry.rawKB} KB raw, ${entry.size} chunks; CSS ${report.cssGzipKB} KB gzipped`,
);
console.log('\npublic pages: their own JavaScript beyond the entry (layout + page + imports)');
console.table(
  pages.map(({ path, ownGzipKB, ownRawKB, chunks: n, lazyAfterLoadGzipKB, appModules }) => ({
    path,
    'gzip KB': ownGzipKB,
    'raw KB': ownRawKB,
    chunks: n,
    'lazy later, gzip KB': lazyAfterLoadGzipKB,
    'app modules': appModules.length,
  })),
);
console.log('route chunks (gzip KB: the chunk alone / with the imports the entry lacks)');
console.table(
  Object.fromEntries(
    routeChunks.map((r) => [r.module, { chunk: r.gzipKB, 'with imports': r.withImportsGzipKB }]),
  ),
);

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);

const landing = pages.find((p) => p.path === '/');
const leaks = pages.filter((p) => p.appModules.length > 0);
if (landing.ownGzipKB > LANDING_BUDGET_KB) {
  console.error(`landing page JS ${landing.ownGzipKB} KB > budget ${LANDING_BUDGET_KB} KB`);
  process.exitCode = 1;
}
if (leaks.length > 0) {
  console.error(
    'marketing pages load app code:',
    leaks.map((p) => `${p.path}: ${p.appModules.join(', ')}`),
  );
  process.exitCode = 1;
}
console.log(
  `landing page: ${landing.ownGzipKB} KB gzipped of its own (budget ${LANDING_BUDGET_KB} KB); app code on public pages: ${leaks.length === 0 ? 'none' : 'FOUND'}`,
);
