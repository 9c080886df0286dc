/**
 * A semaphore: `run(task)` starts the task at once while fewer than `max` run, otherwise when
 * one of them ends, first come first served. A slot passes straight to the next waiter, so a
 * task arriving meanwhile cannot overtake the queue.
 */
export function limitConcurrency(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be >= 1, not ${max}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
