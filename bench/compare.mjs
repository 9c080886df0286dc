// `npm run bench:compare`: the goals of issue 25 in one run, on PGlite and on PostgreSQL. Each
// hot route (/api/health, the cached list, a detail, the bracket of a 128-player knockout) is
// loaded by autocannon right after a bare Fastify hello-world (bench/run.mjs, bench/lib.mjs);
// the table gives its requests/s, the ratio to the hello-world, its p99, and each goal met or
// not. PostgreSQL: a fresh database on BENCH_PG_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; BENCH_PG=0 skips it.
// BENCH_BASELINE (a commit; BENCH_BASELINE_WEB for its web app, default the same): the same run
// of that build first, taken with `git archive`, built once into a cached temporary directory
// against this tree's node_modules, and a before/after table. Every row comes from this run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const BASELINE = process.env.BENCH_BASELINE;
const BASELINE_WEB = process.env.BENCH_BASELINE_WEB ?? BASELINE;
const adminUrl =
  process.env.BENCH_PG === '0'
    ? undefined
    : (process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** This tree's packages for the baseline, except the workspace's own, which are its own. */
function linkNodeModules(from, to, workspaces) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '@courtside' || name === '.bin' || name === '.cache') continue;
    symlinkSync(join(from, name), join(to, name));
  }
  if (workspaces) {
    mkdirSync(join(to, '@courtside'));
    for (const [name, path] of Object.entries(workspaces)) {
      symlinkSync(join(to, '..', path), join(to, '@courtside', name));
    }
  }
}

/** The baseline tree, built (web and server), cached by commit. */
function baselineBuild() {
  const sha = git('rev-parse', BASELINE);
  const webSha = git('rev-parse', BASELINE_WEB);
  const dir = join(tmpdir(), `courtside-baseline-${sha.slice(0, 12)}-${webSha.slice(0, 12)}`);
  const server = join(dir, 'apps/server/dist/server.js');
  if (existsSync(join(dir, '.built'))) return { sha, webSha, dir, server };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const extract = (ref, paths) =>
    execFileSync('sh', ['-c', `git archive ${ref} ${paths} | tar -x -C ${dir}`], { cwd: root });
  const run = (cwd, args) => {
    const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`baseline build failed in ${cwd}`);
  };
  extract(sha, '');
  linkNodeModules(join(root, 'node_modules'), join(dir, 'node_modules'), {
    shared: 'packages/shared',
    server: 'apps/server',
    web: 'apps/web',
  });
  // The server bundles the shared package of its own commit.
  run(join(dir, 'apps/server'), ['build.mjs']);
  rmSync(join(dir, 'apps/web'), { recursive: true, force: true });
  rmSync(join(dir, 'packages/shared'), { recursive: true, force: true });
  extract(webSha, 'apps/web packages/shared');
  for (const app of ['apps/web', 'apps/server']) {
    if (
      existsSync(join(root, app, 'node_modules')) &&
      !existsSync(join(dir, app, 'node_modules'))
    ) {
      linkNodeModules(join(root, app, 'node_modules'), join(dir, app, 'node_modules'));
    }
  }
  run(join(dir, 'apps/web'), [join(root, 'node_modules/vite/bin/vite.js'), 'build']);
  writeFileSync(join(dir, '.built'), `${sha} ${webSha}\n`);
  return { sha, webSha, dir, server };
}

/**
 * What every page of a build loads before it works, the same way for both builds: the entry
 * module of dist/index.html and the modules it preloads, gzipped (level 9, KB of 1,024 bytes).
 * The page's own chunk, a few KB, comes on top in both.
 */
function entryKB(webDist) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  // Tags and data attributes, data-preload a list (decision 013).
  const files = new Set(
    [...html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g)]
      .flatMap((m) => m[1].split(' '))
      .map((url) => /^\/?(assets\/[^"]+\.js)$/.exec(url)?.[1])
      .filter(Boolean),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
  return Number((bytes / 1024).toFixed(1));
}

async function withDatabase(label, fn) {
  if (!adminUrl) return fn(undefined);
  const { default: pg } = await import('pg');
  const name = `courtside_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** bench/run.mjs against one build; its report. */
function runBench(label, server, databaseUrl, extraEnv = {}) {
  const out = join(tmpdir(), `courtside-bench-${label}-${Date.now()}.json`);
  const result = spawnSync(process.execPath, [join(root, 'bench/run.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_SERVER: server,
      BENCH_RESULT_FILE: out,
      ...extraEnv,
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    },
  });
  if (result.status !== 0) throw new Error(`bench/run.mjs failed for ${label}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  return report;
}

const row = (report, prefix) => report.results.find((r) => r.name.startsWith(prefix));

/** A row with answers and no errors: one with none has no latency to judge (autocannon says 0). */
const answered = (r) => r.requests > 0 && r.errors === 0;

/** The goals of issue 25, each with its figure from `report` and whether it is met. */
function goals(report) {
  const ratio = (prefix, goal) => {
    const r = row(report, prefix);
    return {
      figure: `${r.ofHello} (${r.rps} of ${r.helloRps} req/s, p99 ${r.p99ms} ms)`,
      goal: `>= ${goal} of hello-world`,
      met: answered(r) && r.ofHello >= goal,
    };
  };
  const p99 = (prefix) => {
    const r = row(report, prefix);
    return {
      figure: `p99 ${r.p99ms} ms (p50 ${r.p50ms}, ${r.requests} answers)`,
      goal: '<= 20 ms',
      met: answered(r) && r.p99ms <= 20,
    };
  };
  return {
    '/api/health': ratio('GET /api/health', 0.7),
    'list (cached, limit=20)': ratio('GET /api/tournaments?limit=20', 0.5),
    'detail (16 players)': ratio('GET /api/tournaments/{id} (', 0.5),
    'bracket (128-player knockout)': ratio('GET /api/tournaments/{id}/bracket', 0.5),
    '/api/health while 32 load the list': p99('GET /api/health (4 loops) while 32'),
    'GET / during 10 sign-ins': p99('GET / (4 loops) while'),
  };
}

/** The before/after rows from one report. */
function figures(report) {
  const ofHello = (prefix) => {
    const r = row(report, prefix);
    return `${r.rps} req/s, ${r.ofHello} x hello, p99 ${r.p99ms} ms`;
  };
  const signIns = report.results.filter((r) => r.name.startsWith('POST /api/auth/login'));
  const healthDuring = row(report, 'GET /api/health (4 loops) while 10 sign in');
  const rootDuring = row(report, 'GET / (4 loops) while 10 sign in');
  return {
    '/api/health': ofHello('GET /api/health'),
    list: ofHello('GET /api/tournaments?limit=20'),
    'q=open&status=upcoming': ofHello('GET /api/tournaments?q='),
    detail: ofHello('GET /api/tournaments/{id} ('),
    bracket: ofHello('GET /api/tournaments/{id}/bracket'),
    'ready, fresh data dir (ms)': report.startupMs,
    'ready, existing data (ms)': report.restartMs,
    'RSS after start, fresh (MiB)': report.rssAfterStartMiB,
    'RSS during load, median, max (MiB)': `${report.rssDuringLoadMiB.median}, ${report.rssDuringLoadMiB.max}`,
    'logins/s during the storm': signIns.map((r) => r.rps).join(', '),
    '/api/health p50, p99 during logins (ms)': `${healthDuring.p50ms}, ${healthDuring.p99ms}`,
    'GET / p50, p99 during logins (ms)': `${rootDuring.p50ms}, ${rootDuring.p99ms}`,
  };
}

const baseline = BASELINE ? baselineBuild() : null;
const after = join(root, 'apps/server/dist/server.js');
if (!existsSync(after)) throw new Error('build first: npm run build');
const tables = {};
const goalTables = {};
for (const [db, label] of [[false, 'PGlite'], ...(adminUrl ? [[true, 'PostgreSQL']] : [])]) {
  // The baseline as it was started then: a bare `node dist/server.js` (decision 015).
  const before = baseline
    ? await withDatabase('before', (url) =>
        runBench('before', baseline.server, db ? url : undefined, { BENCH_PLAIN_NODE: '1' }),
      )
    : null;
  const now = await withDatabase('after', (url) => runBench('after', after, db ? url : undefined));
  goalTables[label] = goals(now);
  if (before) {
    const b = figures(before);
    const a = figures(now);
    tables[label] = Object.fromEntries(
      Object.keys(b).map((key) => [key, { before: b[key], after: a[key] }]),
    );
  } else {
    tables[label] = Object.fromEntries(
      Object.entries(figures(now)).map(([k, v]) => [k, { now: v }]),
    );
  }
}
const bundle = baseline
  ? {
      'entry JS every page loads (gzip KB)': {
        before: entryKB(join(baseline.dir, 'apps/web/dist')),
        after: entryKB(join(root, 'apps/web/dist')),
      },
    }
  : null;

const head = git('rev-parse', '--short', 'HEAD');
console.log(
  baseline
    ? `\nbefore = server ${baseline.sha.slice(0, 7)}, web ${baseline.webSha.slice(0, 7)}; after = ${head} and the working tree`
    : `\n${head} and the working tree`,
);
for (const [label, table] of Object.entries(tables)) {
  console.log(`\n${label}`);
  console.table(table);
  console.log(`${label}: goals (issue 25)`);
  console.table(goalTables[label]);
}
if (bundle) {
  console.log('\nweb');
  console.table(bundle);
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/compare.json'),
  `${JSON.stringify({ date: new Date().toISOString(), commit: head, baseline: baseline?.sha ?? null, goals: goalTables, tables, bundle }, null, 2)}\n`,
);
