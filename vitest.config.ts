import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has tests (`npm run test:unit`).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core machine,
    // where most server tests wait on PGlite's worker thread, argon2 or child processes. Two
    // workers ran `npm run test:unit` in 8.5 instead of 11 minutes, every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'tooling', include: ['eslint/**/*.test.js'] } },
      { test: { name: 'simulation', include: ['bench/simulate/**/*.test.ts'] } },
    ],
  },
});
