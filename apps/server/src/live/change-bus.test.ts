import { describe, expect, it } from 'vitest';
import { ChangeBus, topicsOf, type LiveEvent } from './change-bus';

const T = '7c0f1d2e-1111-4111-8111-000000000001';
const M = '7c0f1d2e-2222-4222-8222-000000000002';
const U = '7c0f1d2e-3333-4333-8333-000000000003';

const matchChange = (games: number[][]) =>
  JSON.stringify({
    t: 'matches',
    op: 'UPDATE',
    id: M,
    tid: T,
    uids: [U],
    row: { status: 'in-progress', games, side1Id: U, side2Id: null },
  });

describe('topicsOf', () => {
  it('a match change concerns its tournament, the match and the players of its sides', () => {
    const topics = topicsOf(JSON.parse(matchChange([[3, 1]]))).map((t) => t.topic);
    expect(topics).toEqual([`tournament:${T}`, `match:${M}`, `user:${U}`]);
  });
  it("a join concerns the tournament and the player's topic; an unknown table nothing", () => {
    expect(
      topicsOf({ t: 'tournament_participants', op: 'INSERT', tid: T, uid: U }).map((t) => t.topic),
    ).toEqual([`tournament:${T}`, `user:${U}`]);
    expect(topicsOf({ t: 'users', op: 'UPDATE', id: U, tid: null })).toEqual([]);
  });
});

describe('ChangeBus', () => {
  it('numbers each topic, hands events to subscribers and replays what a reconnect missed', () => {
    const bus = new ChangeBus();
    const seen: LiveEvent[] = [];
    const stop = bus.on(`match:${M}`, (e) => seen.push(e));
    bus.receive(matchChange([[1, 0]]));
    bus.receive(matchChange([[2, 0]]));
    stop();
    bus.receive(matchChange([[3, 0]]));
    expect(seen.map((e) => e.seq)).toEqual([1, 2]);
    expect(seen[1]!.event.data!.games).toEqual([[2, 0]]);
    expect(JSON.parse(seen[1]!.message.toString())).toMatchObject({ type: 'event', seq: 2 });
    expect(bus.lastSeq(`match:${M}`)).toBe(3);
    expect(bus.since(`match:${M}`, bus.epoch, 1)!.map((e) => e.seq)).toEqual([2, 3]);
    expect(bus.since(`match:${M}`, bus.epoch, 3)).toEqual([]);
  });

  it('asks for a resync after a restart (another epoch) or when the history is gone', () => {
    const bus = new ChangeBus();
    for (let i = 0; i < 300; i += 1) bus.receive(matchChange([[i % 10, 0]]));
    expect(bus.since(`match:${M}`, 'another-epoch', 299)).toBeNull();
    expect(bus.since(`match:${M}`, bus.epoch, 10)).toBeNull();
    expect(bus.since(`match:${M}`, bus.epoch, 290)).toHaveLength(10);
    expect(bus.since(`match:${M}`, bus.epoch, 301)).toBeNull();
    const before = bus.epoch;
    bus.reset();
    expect(bus.epoch).not.toBe(before);
    expect(bus.since(`match:${M}`, before, 300)).toBeNull();
    expect(bus.lastSeq(`match:${M}`)).toBe(0);
  });

  it('ignores unreadable payloads and reports revoked sessions', () => {
    const bus = new ChangeBus();
    const revoked: string[] = [];
    bus.onSessionRevoked((id) => revoked.push(id));
    bus.receive('not json');
    bus.receive(JSON.stringify({ t: 'sessions', op: 'DELETE', id: U }));
    expect(revoked).toEqual([U]);
  });
});
