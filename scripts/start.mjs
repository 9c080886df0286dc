// `npm start`: build what is missing or stale, then start the production server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../apps/server/launch.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of any file under the given paths. */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') walk(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/shared/src'],
  },
  {
    workspace: 'apps/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/drizzle', 'packages/shared/src'],
  },
];

for (const { workspace, output, sources } of targets) {
  const outputPath = join(root, output);
  if (existsSync(outputPath) && statSync(outputPath).mtimeMs >= newest(sources)) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` is the production build in production mode: the dev mailbox cannot be switched on
// (the server refuses DEV_MAILBOX with NODE_ENV=production); mailed links are printed in the log.
// The server's flags and allocator setting come from apps/server/launch.mjs (decision 015).
const server = startServerProcess({ cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
