import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace that has tests (`npm run test:unit`).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'tooling', include: ['eslint/**/*.test.js'] } },
    ],
  },
});
