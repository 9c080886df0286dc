// `node lighthouse.mjs` (after `npm run build`): Lighthouse 12 scores of the production build with
// its default mobile settings (emulated phone, simulated slow 4G and 4x CPU slowdown), in Debian's
// Chromium, headless. Starts its own server on a fresh data dir, runs each page LIGHTHOUSE_RUNS
// times (default 3) and keeps the run with the median performance score, then prints the scores,
// the lab metrics and every audit that did not pass. Written to bench/results/lighthouse.json.
// Lighthouse (about 160 packages) is not in the default install: the first run installs it into
// bench/tools, pinned by that folder's own package-lock.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3997);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A busy machine can take a minute to get a fresh data dir ready (initdb and migrations). */
const READY_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_READY_TIMEOUT_S ?? 180) * 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
const base = `http://127.0.0.1:${PORT}`;
const TOOLS_DIR = join(root, 'bench/tools');

/** Lighthouse from bench/tools, installed there first when missing or older than its lock. */
async function loadTools() {
  const installed = join(TOOLS_DIR, 'node_modules/.package-lock.json');
  const lock = join(TOOLS_DIR, 'package-lock.json');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    console.log('Installing Lighthouse into bench/tools (once)...');
    execFileSync('npm', ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund'], {
      stdio: 'inherit',
    });
  }
  return import('./tools/index.mjs');
}

async function waitReady(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/** Scores (0-100), metrics and the audits that did not pass, from one Lighthouse result. */
function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '-']),
  );
  const failing = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .filter((audit) => audit.scoreDisplayMode !== 'informative')
      .map(
        (audit) =>
          `${category}: ${audit.id} (${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
      ),
  );
  return { scores, metrics, failing: [...new Set(failing)] };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ];

// Checked before the server starts: a server already on the port would be measured in place of
// this build's, and a Chromium that cannot start used to leave this one running.
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}
const isPortTaken = await fetch(`${base}/api/ready`).then(
  () => true,
  () => false,
);
if (isPortTaken) {
  console.error(`Something already answers on ${base}: stop it or set LIGHTHOUSE_PORT.`);
  process.exit(1);
}
const { lighthouse, chromeLauncher } = await loadTools();

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-lighthouse-data-'));
const profileDir = mkdtempSync(join(tmpdir(), 'courtside-lighthouse-chromium-'));
const server = spawnServer({
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
// Whatever ends this script (an error thrown outside the try below included) ends the server.
process.once('exit', () => server.kill('SIGTERM'));
let chrome;

try {
  await waitReady(server);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: profileDir,
    logLevel: 'silent',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

  const pages = [];
  let version = '';
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      version = result.lhr.lighthouseVersion;
      runs.push(summarise(result.lhr));
    }
    const chosen = median(runs);
    pages.push({ path, ...chosen, performanceRuns: runs.map((r) => r.scores.performance) });
  }

  console.log(
    `Lighthouse ${version}, mobile, ${RUNS} run(s) per page, the median run by performance:`,
  );
  console.table(
    Object.fromEntries(
      pages.map((p) => [p.path, { ...p.scores, runs: p.performanceRuns.join('/'), ...p.metrics }]),
    ),
  );
  for (const page of pages.filter((p) => p.failing.length > 0)) {
    console.log(`${page.path} did not pass:\n  ${page.failing.join('\n  ')}`);
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), lighthouse: version, runsPerPage: RUNS, settings: 'lighthouse default (mobile, simulated throttling)', pages }, null, 2)}\n`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
