import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Thrown when another live process holds DATA_DIR. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel counts it (Linux /proc), or null elsewhere. */
  startTime: string | null;
}

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's holder; a bare pid is the format of earlier versions. */
function readHolder(lockFile: string): LockHolder | null {
  const text = readFileSync(lockFile, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), startTime: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    return Number.isInteger(parsed.pid)
      ? { pid: parsed.pid!, startTime: parsed.startTime ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * The holder still runs: its pid is alive and, where the kernel tells start
 * times, it is the same process that wrote the lock (not an unrelated one that
 * was given the same pid after a crash or a reboot).
 */
function isHeld(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const current = processStartTime(holder.pid);
  return current === null || current === holder.startTime;
}

/**
 * Takes DATA_DIR for this process: PGlite files must never be opened by two
 * processes at once. A lock left by a process that died (or whose pid now
 * belongs to another process) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'courtside.lock');
  const me: LockHolder = { pid: process.pid, startTime: processStartTime('self') };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && isHeld(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dir} is in use by another Courtside server (pid ${holder.pid}). Stop it or set a different DATA_DIR.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dir}`);
}
