import { describe, expect, it } from 'vitest';
import { coalesceRoundTrips } from './change-listener';

/** A round trip that answers when told, recording when each one started. */
function controlledTrips() {
  const started: number[] = [];
  const answers: ((ok: boolean) => void)[] = [];
  let clock = 0;
  const roundTrip = () => {
    started.push(clock);
    return new Promise<boolean>((resolve) => answers.push(resolve));
  };
  return {
    roundTrip,
    started,
    answer: (ok: boolean) => answers.shift()!(ok),
    tick: () => (clock += 1),
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('coalesceRoundTrips', () => {
  it('gives the calls of one turn one round trip, started after them', async () => {
    const trips = controlledTrips();
    const sync = coalesceRoundTrips(trips.roundTrip);
    const calls = [sync(), sync(), sync()];
    trips.tick();
    expect(trips.started).toEqual([]);
    await turn();
    expect(trips.started).toEqual([1]);
    trips.answer(true);
    await expect(Promise.all(calls)).resolves.toEqual([true, true, true]);
    expect(trips.started).toHaveLength(1);
  });

  it('makes a call during a round trip wait for the next one, started when the first returns', async () => {
    const trips = controlledTrips();
    const sync = coalesceRoundTrips(trips.roundTrip);
    let firstDone = false;
    const first = sync().then((ok) => ((firstDone = true), ok));
    await turn();
    trips.tick();
    let laterDone = false;
    const later = [sync(), sync()].map((p) => p.then((ok) => ((laterDone = true), ok)));
    await turn();
    // Never two at once: the later calls' trip has not started.
    expect(trips.started).toEqual([0]);
    trips.tick();
    trips.answer(true);
    await first;
    expect(firstDone).toBe(true);
    expect(laterDone).toBe(false);
    await turn();
    expect(trips.started).toEqual([0, 2]);
    trips.answer(true);
    await expect(Promise.all(later)).resolves.toEqual([true, true]);
  });

  it('answers false when a round trip fails, and starts afresh for the next call', async () => {
    let calls = 0;
    const sync = coalesceRoundTrips(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return true;
    });
    await expect(sync()).resolves.toBe(false);
    await expect(sync()).resolves.toBe(true);
    expect(calls).toBe(2);
  });
});
