import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogues } from './vite-catalogues';

export default defineConfig({
  plugins: [react(), catalogues(fileURLToPath(new URL('.', import.meta.url)), { inline: true })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Typing through whole forms with user-event takes seconds on a busy 2-core CI machine.
    testTimeout: 15_000,
  },
});
