// Bundles the server and @courtside/shared (consumed as TypeScript source) into dist/.
// Every other package stays external: it is installed in node_modules next to it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by content: the previous build's would pile up beside the new ones.
if (existsSync('dist')) {
  for (const file of readdirSync('dist')) {
    if (/\.js(\.map)?$/.test(file)) rmSync(`dist/${file}`);
  }
}

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-demo': 'src/scripts/seed-demo.ts',
    // Loaded by db/pglite-in-worker.ts from next to the bundle: PGlite's own thread.
    'pglite-worker': 'src/db/pglite-worker.ts',
    'make-pglite-template': 'src/scripts/make-pglite-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // server.ts imports the app while the database opens: its own chunk, with its own imports.
  splitting: true,
  sourcemap: true,
  plugins: [
    {
      name: 'externalise-packages-but-shared',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@courtside/shared')
            ? undefined
            : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

// The data dir a server on an empty data dir starts from (src/scripts/make-pglite-template.ts).
const template = spawnSync(
  process.execPath,
  ['dist/make-pglite-template.js', 'dist/pglite-template'],
  {
    stdio: 'inherit',
  },
);
if (template.status !== 0) process.exit(template.status ?? 1);
