// Import cycles across the workspaces' sources, type imports and dynamic imports included:
// `npm run lint` runs it and fails on any cycle (ARCHITECTURE.md section 2: arrows run one way).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under `dir`, tests left out (a test may import what it tests from anywhere). */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = EXTENSIONS.some((ext) => entry.name.endsWith(ext));
    return isSource && !/\.(test|spec)\.[tj]sx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveFile(base) {
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, 'index' + ext)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The file an import names, when it is one of ours (relative, `@/` in the web app, or shared). */
export function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  else if (specifier.startsWith('@/')) base = join(root, 'apps/web/src', specifier.slice(2));
  else if (specifier.startsWith('@courtside/shared/')) {
    base = join(root, 'packages/shared/src', specifier.slice('@courtside/shared/'.length));
  } else return undefined;
  return resolveFile(base);
}

/** The import graph of the given files: file -> the files of ours it imports. */
export function importGraph(root, files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveImport(root, file, match[1] ?? match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));
  const cycles = findCycles(importGraph(ROOT, files));
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((file) => relative(ROOT, file)).join(' <-> ')}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log(`No import cycles in ${files.length} source files.`);
}
