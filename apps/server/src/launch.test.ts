import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module (scripts and benchmarks import it too), no types.
import { SERVER_NODE_ARGS, serverEnv } from '../launch.mjs';

describe('the production launch (launch.mjs, decision 015)', () => {
  it('gives node flags this Node.js accepts: a flag it does not know would stop `npm start`', () => {
    const args = SERVER_NODE_ARGS as string[];
    const result = spawnSync(
      process.execPath,
      [...args, '-e', 'console.log(require("v8").getHeapStatistics().total_heap_size > 0)'],
      { encoding: 'utf8', env: serverEnv({}) },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('true');
  });

  it('lets an allocator setting already in the environment win', () => {
    const env = serverEnv as (env: Record<string, string>) => Record<string, string>;
    expect(env({}).MALLOC_TRIM_THRESHOLD_).toBe('131072');
    expect(env({ MALLOC_TRIM_THRESHOLD_: '0' }).MALLOC_TRIM_THRESHOLD_).toBe('0');
  });
});
