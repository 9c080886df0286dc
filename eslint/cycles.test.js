import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './cycles.js';

let root;
const write = (path, text) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the import cycle check', () => {
  it('finds a cycle made of a type import and a dynamic import', () => {
    root = mkdtempSync(join(tmpdir(), 'cycles-'));
    const a = write('apps/server/src/db/client.ts', "const m = await import('./memory');\n");
    const b = write('apps/server/src/db/memory.ts', "import type { Db } from './client';\n");
    const cycles = findCycles(importGraph(root, [a, b]));
    expect(cycles.map((cycle) => cycle.sort())).toEqual([[a, b].sort()]);
  });

  it('follows the web alias and the shared package, and passes a one-way graph', () => {
    root = mkdtempSync(join(tmpdir(), 'cycles-'));
    const shared = write('packages/shared/src/api/user.ts', 'export const x = 1;\n');
    const lib = write('apps/web/src/lib/a.ts', "import { x } from '@courtside/shared/api/user';\n");
    const page = write('apps/web/src/pages/p.tsx', "import { y } from '@/lib/a';\n");
    const graph = importGraph(root, [shared, lib, page]);
    expect(graph.get(page)).toEqual([lib]);
    expect(graph.get(lib)).toEqual([shared]);
    expect(findCycles(graph)).toEqual([]);
    const back = write('packages/shared/src/api/user.ts', "import { z } from '@/pages/p';\n");
    expect(findCycles(importGraph(root, [back, lib, page]))).toHaveLength(1);
  });
});
