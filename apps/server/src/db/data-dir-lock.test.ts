import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a directory a live process holds, and frees it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    writeFileSync(join(dir, 'courtside.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('refuses a directory whose lock names a live process with its start time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    // Our parent is alive and the lock records its real start time: it holds the directory.
    const parentStart = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const start = parentStart.slice(parentStart.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(
      join(dir, 'courtside.lock'),
      JSON.stringify({ pid: process.ppid, startTime: start }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose pid was reused by an unrelated process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    // A live pid (our parent), but not the process that wrote the lock: its start time differs.
    writeFileSync(
      join(dir, 'courtside.lock'),
      JSON.stringify({ pid: process.ppid, startTime: '1' }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'courtside.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-lock-'));
    writeFileSync(join(dir, 'courtside.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    lockDataDir(dir)();
  });
});
