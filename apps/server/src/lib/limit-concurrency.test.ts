import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('limitConcurrency', () => {
  it.each([1, 2, 3])('runs at most %i at once, in arrival order', async (max) => {
    const run = limitConcurrency(max);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(async () => {
          started.push(i);
          active += 1;
          peak = Math.max(peak, active);
          await tick();
          active -= 1;
          return i * 2;
        }),
      ),
    );
    expect(peak).toBe(max);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = limitConcurrency(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a bound below one', () => {
    expect(() => limitConcurrency(0)).toThrow(RangeError);
  });
});
