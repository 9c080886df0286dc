// Bundles the server, @courtside/shared (consumed as TypeScript source) and the packages they use
// into dist/: a start then reads a few files instead of hundreds from node_modules (about 0.2 s
// of every start, decision 008). The packages below stay external, loaded from node_modules:
// they bring native code, WASM or files of their own that they find beside their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunks are named by content: the previous build's would pile up beside the new ones.
if (existsSync('dist')) {
  for (const file of readdirSync('dist')) {
    if (/\.js(\.map)?$/.test(file)) rmSync(`dist/${file}`);
  }
}

const EXTERNAL = [
  '@electric-sql/pglite', // WASM and its data files
  '@node-rs/argon2', // native
  'sharp', // native
  'pg-native', // native, optional (pg requires it only when asked to)
  '@fastify/swagger-ui', // serves its static files from its own directory
  '@touch4it/ical-timezones', // reads its zone files from its own directory
  'bufferutil', // native, optional (ws)
  'utf-8-validate', // native, optional (ws)
];
const isExternal = (path) => EXTERNAL.some((name) => path === name || path.startsWith(`${name}/`));

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
  // Without comments the bundle is ASCII: V8 keeps a module's source for as long as it runs, and
  // one character past Latin-1 (an em dash in a comment) made the 4.5 MB app chunk a 9 MB
  // two-byte string; now it is 3 MB of one-byte (decision 015). Names stay, for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  // The CommonJS packages in the bundle still call require() (node built-ins, JSON files).
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  plugins: [
    {
      name: 'externalise-native-and-wasm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind !== 'entry-point' && isExternal(args.path) ? { external: true } : undefined,
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
