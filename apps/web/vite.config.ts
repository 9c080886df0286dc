import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes .br and .gz siblings of the text files in dist, which the server sends
 * (@fastify/static preCompressed) to browsers that accept them: compressed once
 * at build time at the best ratio, instead of on every request or not at all.
 */
function precompress(): Plugin {
  const isText = /\.(js|css|html|svg|webmanifest|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'courtside-precompress',
    apply: 'build',
    writeBundle(options) {
      for (const file of walk(options.dir!).filter((f) => isText.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Moves the stylesheet from <head> to the end of <body>: a stylesheet in the
 * head blocks every paint, so on a slow link the page stayed blank until it
 * arrived; after the boot shell (which has inline styles) it only holds back
 * what follows it. The app's script still waits for it, so nothing renders unstyled.
 */
function stylesheetAfterShell(): Plugin {
  return {
    name: 'courtside-stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const withoutLinks = links.reduce((out, link) => out.replace(link, ''), html);
        return withoutLinks.replace('</body>', `${links.join('')}\n  </body>`);
      },
    },
  };
}

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetAfterShell(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': API_TARGET, '/ws': { target: API_TARGET, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true, assetsDir: 'assets' },
});
