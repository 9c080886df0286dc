import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a directory a live process holds, and frees it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    writeFileSync(join(dir, 'courtside.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    writeFileSync(join(dir, 'courtside.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });
});
