import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

// argon2 replaced by a stand-in that records how many calls are in flight at once.
const argon2 = vi.hoisted(() => {
  const state = { active: 0, peak: 0 };
  const track = async <T>(value: T): Promise<T> => {
    state.active += 1;
    state.peak = Math.max(state.peak, state.active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.active -= 1;
    return value;
  };
  return {
    state,
    hash: vi.fn((password: string) => track(`hashed:${password}`)),
    verify: vi.fn((stored: string, password: string) => track(stored === `hashed:${password}`)),
  };
});
vi.mock('@node-rs/argon2', () => ({ hash: argon2.hash, verify: argon2.verify }));

const { hashPassword, MAX_CONCURRENT_HASHES, verifyPassword } = await import('./passwords');

afterEach(() => {
  argon2.state.peak = 0;
});

describe('password hashing', () => {
  it('runs at most one hash per core at once (one core left over), however many arrive', async () => {
    const hashes = await Promise.all(Array.from({ length: 12 }, (_, i) => hashPassword(`pw${i}`)));
    expect(hashes[3]).toBe('hashed:pw3');
    expect(argon2.state.peak).toBe(MAX_CONCURRENT_HASHES);
    expect(MAX_CONCURRENT_HASHES).toBeLessThanOrEqual(availableParallelism());
  });

  it('bounds verifications with hashes alike, and still answers each one right', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => verifyPassword('hashed:right', 'right')),
      ...Array.from({ length: 6 }, () => verifyPassword('hashed:right', 'wrong')),
      verifyPassword(null, 'anything'),
      hashPassword('new'),
    ]);
    expect(results).toEqual([...Array(6).fill(true), ...Array(6).fill(false), false, 'hashed:new']);
    expect(argon2.state.peak).toBe(MAX_CONCURRENT_HASHES);
  });
});
